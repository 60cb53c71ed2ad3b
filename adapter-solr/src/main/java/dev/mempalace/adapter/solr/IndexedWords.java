package dev.mempalace.adapter.solr;

import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.apache.lucene.analysis.LowerCaseFilter;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.Tokenizer;
import org.apache.lucene.analysis.en.PorterStemFilter;
import org.apache.lucene.analysis.miscellaneous.ASCIIFoldingFilter;
import org.apache.lucene.analysis.pattern.PatternTokenizer;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.apache.lucene.analysis.tokenattributes.OffsetAttribute;

/**
 * A text's words as the collection's {@code words} field type indexes them (the configset's managed-schema.xml:
 * cut at every character that is not a letter, a digit or a private-use character, lower-cased, folded to ASCII,
 * Porter-stemmed), each with where it stands in the text.
 */
final class IndexedWords {

    private static final Pattern BREAK = Pattern.compile("[^\\p{L}\\p{N}\\p{Co}]+");

    /** One indexed word: its term and its characters in the text. */
    record Word(String term, int start, int end) {
    }

    private IndexedWords() {
    }

    static List<Word> of(String text) {
        List<Word> words = new ArrayList<>();
        if (text == null || text.isEmpty()) {
            return words;
        }
        Tokenizer tokenizer = new PatternTokenizer(BREAK, -1);
        tokenizer.setReader(new StringReader(text));
        try (TokenStream stream = new PorterStemFilter(new ASCIIFoldingFilter(new LowerCaseFilter(tokenizer)))) {
            CharTermAttribute term = stream.addAttribute(CharTermAttribute.class);
            OffsetAttribute offset = stream.addAttribute(OffsetAttribute.class);
            stream.reset();
            while (stream.incrementToken()) {
                words.add(new Word(term.toString(), offset.startOffset(), offset.endOffset()));
            }
            stream.end();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return words;
    }

    /** The terms alone. */
    static List<String> terms(String text) {
        return of(text).stream().map(Word::term).toList();
    }
}
