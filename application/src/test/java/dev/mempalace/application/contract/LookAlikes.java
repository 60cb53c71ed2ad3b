package dev.mempalace.application.contract;

import java.util.Base64;
import java.util.HexFormat;
import java.util.Random;
import java.util.UUID;

/**
 * Text that holds no secret but looks like it might: git SHAs, file hashes, UUIDs, base64 of an image, prose about
 * tokens and passwords, code that reads them, placeholders, and what a redactor has already written.
 */
final class LookAlikes {

    private static final String FIXED = """
            ## Notes on the token budget

            The token budget of the model is 8192; each chunk keeps under 512 tokens. A secret: nobody reads the
            logs. Password rotation is monthly, and the passwords policy lives in the wiki. Bearer authentication
            sends the token in a header. The API key is in the vault, never in the repository.

            ```yaml
            max_tokens: 4096
            token_budget: 12000
            secretName: tls-cert
            password: [redacted:generic-password]
            token: ${{ secrets.GITHUB_TOKEN }}
            api_key: <your-api-key>
            secret: ****
            access_key: xxxxxxxxxxxxxxxx
            token: 2026-03-01
            ```

            ```sh
            PASSWORD=
            DB_PASSWORD=${PASSWORD}
            API_KEY=$API_KEY
            password=<your-password>
            export GITHUB_TOKEN=[redacted:github-pat]
            curl -H "Authorization: Bearer $TOKEN" https://api.example.com/v1/items
            git clone git@github.com:acme/app.git && cd "$(pwd)/app"
            psql postgres://app_user:[redacted:url-credentials]@db.internal:5432/app
            psql postgres://app_user:${DB_PASSWORD}@db.internal:5432/app
            open http://localhost:8080/admin and https://github.com/acme/app/pull/42
            ```

            ```java
            String password = request.getPassword();
            String token = System.getenv("API_TOKEN");
            char[] passwd = console.readPassword("password: ");
            if (token == null) { throw new IllegalStateException("no token: set API_TOKEN"); }
            config.secret = settings.vault.secret;
            ```

            """;

    private LookAlikes() {
    }

    /** The fixed look-alikes and random hashes, UUIDs and base64 from {@code seed}. */
    static String text(long seed) {
        Random random = new Random(seed);
        StringBuilder text = new StringBuilder(FIXED);
        HexFormat hex = HexFormat.of();
        for (int i = 0; i < 20; i++) {
            text.append("commit ").append(hex.formatHex(bytes(random, 20))).append('\n');
            text.append("sha256:").append(hex.formatHex(bytes(random, 32))).append("  release-").append(i)
                    .append(".tar.gz\n");
            text.append("request ").append(new UUID(random.nextLong(), random.nextLong())).append(" took ")
                    .append(random.nextInt(900)).append(" ms\n");
        }
        byte[] image = bytes(random, 3000);
        System.arraycopy(new byte[] {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'}, 0, image, 0, 8);
        text.append("![logo](data:image/png;base64,").append(Base64.getEncoder().encodeToString(image))
                .append(")\n\n");
        text.append(Base64.getMimeEncoder().encodeToString(bytes(random, 2000))).append("\n\n");
        return text.toString();
    }

    private static byte[] bytes(Random random, int length) {
        byte[] bytes = new byte[length];
        random.nextBytes(bytes);
        return bytes;
    }
}
