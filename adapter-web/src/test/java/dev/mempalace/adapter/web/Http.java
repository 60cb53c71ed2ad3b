package dev.mempalace.adapter.web;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * Requests written byte by byte on a socket, so that a test can send what a browser would not: any {@code Host},
 * any method, any path.
 */
final class Http {

    /** An answer: status, headers (names in lower case, the last value of each) and body. */
    record Answer(int status, Map<String, String> headers, String body) {

        String header(String name) {
            return headers.get(name.toLowerCase(Locale.ROOT));
        }
    }

    private Http() {
    }

    /** 127.0.0.1 and ::1. */
    static final InetAddress IPV4;
    static final InetAddress IPV6;

    static {
        try {
            IPV4 = InetAddress.getByAddress(new byte[] {127, 0, 0, 1});
            IPV6 = InetAddress.getByAddress(new byte[] {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1});
        } catch (IOException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    /** {@code extra} are whole header lines; a {@code Host} among them replaces the right one. */
    static Answer send(int port, String method, String target, String... extra) throws IOException {
        return send(IPV4, port, method, target, extra);
    }

    /** The request sent to {@code address}, whose {@code Host} is the address as a browser writes it. */
    static Answer send(InetAddress address, int port, String method, String target, String... extra)
            throws IOException {
        StringBuilder request = new StringBuilder(method + " " + target + " HTTP/1.1\r\n");
        boolean host = false;
        for (String line : extra) {
            host |= line.toLowerCase(Locale.ROOT).startsWith("host:");
            request.append(line).append("\r\n");
        }
        if (!host) {
            request.append("Host: ").append(address.equals(IPV6) ? "[::1]" : "127.0.0.1").append(':').append(port)
                    .append("\r\n");
        }
        request.append("Connection: close\r\n\r\n");
        try (Socket socket = new Socket(address, port)) {
            OutputStream out = socket.getOutputStream();
            out.write(request.toString().getBytes(StandardCharsets.UTF_8));
            out.flush();
            InputStream in = socket.getInputStream();
            String whole = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            int end = whole.indexOf("\r\n\r\n");
            String[] head = whole.substring(0, end).split("\r\n");
            Map<String, String> headers = new LinkedHashMap<>();
            for (int i = 1; i < head.length; i++) {
                String[] parts = head[i].split(":", 2);
                headers.put(parts[0].strip().toLowerCase(Locale.ROOT), parts[1].strip());
            }
            return new Answer(Integer.parseInt(head[0].split(" ")[1]), headers, whole.substring(end + 4));
        }
    }

    static Answer get(int port, String target, String... extra) throws IOException {
        return send(port, "GET", target, extra);
    }
}
