package dev.mempalace.adapter.onnx;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Proxy;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URL;
import java.net.URLConnection;
import java.net.URLStreamHandler;
import java.nio.file.Path;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;

/**
 * Run in a child JVM without a network: loads and runs the bundled model, and reports whether the network was
 * reachable and which HTTP(S) URLs Java code tried to open on the way.
 */
public final class OfflineProbe {

    private static final Queue<String> ATTEMPTS = new ConcurrentLinkedQueue<>();

    private OfflineProbe() {
    }

    public static void main(String[] args) {
        URL.setURLStreamHandlerFactory(protocol -> protocol.startsWith("http") ? new Refusing() : null);
        System.out.println("loopback=" + (loopbackWorks() ? "open" : "blocked"));
        try (OnnxEmbedder embedder = OnnxEmbedder.bundled(ModelVariant.INT8, Path.of(args[0]))) {
            float[] vector = embedder.embedDocuments(List.of("offline embedding works")).get(0);
            System.out.println("dimension=" + vector.length);
        }
        System.out.println("http-attempts=" + ATTEMPTS);
    }

    /** Whether this process can listen on and connect to the loopback interface. */
    static boolean loopbackWorks() {
        try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
                Socket client = new Socket()) {
            client.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), server.getLocalPort()), 2_000);
            return client.isConnected();
        } catch (IOException e) {
            return false;
        }
    }

    /** Records and refuses every HTTP(S) connection. */
    private static final class Refusing extends URLStreamHandler {

        @Override
        protected URLConnection openConnection(URL url) throws IOException {
            ATTEMPTS.add(url.toString());
            throw new IOException("network access attempted: " + url);
        }

        @Override
        protected URLConnection openConnection(URL url, Proxy proxy) throws IOException {
            return openConnection(url);
        }
    }
}
