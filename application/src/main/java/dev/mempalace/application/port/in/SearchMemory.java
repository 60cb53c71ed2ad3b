package dev.mempalace.application.port.in;

/** Search the memory: lexical, vector or hybrid; never writes, never computes document embeddings. */
public interface SearchMemory {

    SearchResult search(SearchRequest request);
}
