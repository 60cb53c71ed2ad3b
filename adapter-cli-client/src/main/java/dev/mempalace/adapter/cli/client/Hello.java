package dev.mempalace.adapter.cli.client;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a command needs from the client's process to run in the daemon as it would in its own: the arguments, the
 * working folder, the environment, whether a person watches a terminal, the charset of that terminal, and the
 * JVM's charset for file names, and the user the client runs as as it sees itself (the daemon must share both, or
 * decline: a client in a user namespace is the daemon's user from outside, but has not its powers), and its umask
 * (the files a command creates must come out as in the client's own process; empty where the system does not say).
 */
public record Hello(int protocol, List<String> args, String cwd, Map<String, String> env, boolean terminal,
        String charset, String fileNames, String user, String umask) {

    public Hello {
        args = List.copyOf(args);
        env = Map.copyOf(env);
    }

    public byte[] encode() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (DataOutputStream out = new DataOutputStream(bytes)) {
            out.writeInt(protocol);
            out.writeInt(args.size());
            for (String arg : args) {
                string(out, arg);
            }
            string(out, cwd);
            out.writeInt(env.size());
            for (Map.Entry<String, String> variable : env.entrySet()) {
                string(out, variable.getKey());
                string(out, variable.getValue());
            }
            out.writeBoolean(terminal);
            string(out, charset);
            string(out, fileNames);
            string(out, user);
            string(out, umask);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bytes.toByteArray();
    }

    /** Reads what {@link #encode()} wrote; an {@link IOException} for anything else. */
    public static Hello decode(byte[] payload) throws IOException {
        DataInputStream in = new DataInputStream(new ByteArrayInputStream(payload));
        int protocol = in.readInt();
        if (protocol != Frames.PROTOCOL) {
            return new Hello(protocol, List.of(), "", Map.of(), false, "", "", "", "");
        }
        int count = in.readInt();
        List<String> args = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            args.add(string(in));
        }
        String cwd = string(in);
        int variables = in.readInt();
        Map<String, String> env = new LinkedHashMap<>();
        for (int i = 0; i < variables; i++) {
            env.put(string(in), string(in));
        }
        return new Hello(protocol, args, cwd, env, in.readBoolean(), string(in), string(in), string(in), string(in));
    }

    private static void string(DataOutputStream out, String value) throws IOException {
        byte[] bytes = value.getBytes(StandardCharsets.UTF_8);
        out.writeInt(bytes.length);
        out.write(bytes);
    }

    private static String string(DataInputStream in) throws IOException {
        int length = in.readInt();
        if (length < 0 || length > in.available()) {
            throw new IOException("a string of " + length + " bytes");
        }
        byte[] bytes = new byte[length];
        in.readFully(bytes);
        return new String(bytes, StandardCharsets.UTF_8);
    }
}
