package dev.mempalace.adapter.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The hostile requests, sent over real HTTP: each is refused before anything is read. */
class GuardTest {

    private Palace palace;
    private int port;

    @BeforeEach
    void start() throws IOException {
        palace = new Palace();
        palace.source.write("runbooks/backup.md", "# Backup\n\nThe nightly backup runs at two.\n");
        palace.start();
        port = palace.server().port();
    }

    @AfterEach
    void stop() {
        palace.close();
    }

    @Test
    void theFirstUrlIsTheLoopbackAddressWithARandomToken() {
        assertEquals("127.0.0.1", palace.server().url().getHost());
        assertTrue(palace.token().length() >= 40, palace.token());
    }

    @Test
    void withoutTheTokenOrWithAWrongOneEveryPageIs401() throws IOException {
        assertEquals(401, Http.get(port, "/").status());
        assertEquals(401, Http.get(port, "/note/runbooks/backup.md").status());
        assertEquals(401, Http.get(port, "/?token=" + palace.token().substring(1)).status());
        assertEquals(401, Http.get(port, "/status", "Cookie: mempalace-" + port + "=wrong").status());
        assertEquals(401, Http.get(port, "/assets/page.js").status());
    }

    @Test
    void theTokenBecomesAStrictHttpOnlyCookieThatOpensEveryPage() throws IOException {
        Http.Answer first = Http.get(port, "/?token=" + palace.token());

        assertEquals(200, first.status());
        String cookie = first.header("Set-Cookie");
        assertTrue(cookie.contains("HttpOnly") && cookie.contains("SameSite=Strict"), cookie);
        String pair = cookie.substring(0, cookie.indexOf(';'));
        assertEquals(200, Http.get(port, "/note/runbooks/backup.md", "Cookie: " + pair).status());
        assertEquals(200, Http.get(port, "/note/runbooks/backup.md?token=" + palace.token()).status());
    }

    @Test
    void aHostThatIsNotTheLoopbackAddressAndPortIs421() throws IOException {
        String token = "/?token=" + palace.token();

        assertEquals(421, Http.get(port, token, "Host: evil.example:" + port).status());
        assertEquals(421, Http.get(port, token, "Host: localhost:" + port).status());
        assertEquals(421, Http.get(port, token, "Host: 127.0.0.1").status());
        assertEquals(421, Http.get(port, token, "Host: 127.0.0.1:" + (port + 1)).status());
    }

    @Test
    void aForeignOriginIs403AndNoAnswerOpensItselfToOtherOrigins() throws IOException {
        String token = "/search?q=backup&token=" + palace.token();

        Http.Answer foreign = Http.get(port, token, "Origin: http://evil.example");
        Http.Answer own = Http.get(port, token, "Origin: http://127.0.0.1:" + port);

        assertEquals(403, foreign.status());
        assertEquals(200, own.status());
        assertNull(foreign.header("Access-Control-Allow-Origin"));
        assertNull(own.header("Access-Control-Allow-Origin"));
    }

    @Test
    void atTheIpv6LoopbackTheSameTokenOpensThePageAndEveryOtherNameIs421() throws IOException {
        assumeTrue(palace.server().onIpv6(), "the machine has no IPv6 loopback");
        String token = "/?token=" + palace.token();

        assertEquals(200, Http.send(Http.IPV6, port, "GET", token).status());
        assertEquals(401, Http.send(Http.IPV6, port, "GET", "/").status());
        assertEquals(421, Http.send(Http.IPV6, port, "GET", token, "Host: [::1]:" + (port + 1)).status());
        assertEquals(421, Http.send(Http.IPV6, port, "GET", token, "Host: [::1]").status());
        assertEquals(421, Http.send(Http.IPV6, port, "GET", token, "Host: [0:0:0:0:0:0:0:1]:" + port).status());
        assertEquals(421, Http.send(Http.IPV6, port, "GET", token, "Host: evil.example:" + port).status());
        assertEquals(421, Http.send(Http.IPV6, port, "GET", token, "Host: localhost:" + port).status());
    }

    @Test
    void atTheIpv6LoopbackOnlyThatOriginIsLetIn() throws IOException {
        assumeTrue(palace.server().onIpv6(), "the machine has no IPv6 loopback");
        String token = "/search?q=backup&token=" + palace.token();

        assertEquals(200, Http.send(Http.IPV6, port, "GET", token, "Origin: http://[::1]:" + port).status());
        assertEquals(403, Http.send(Http.IPV6, port, "GET", token, "Origin: http://evil.example").status());
        assertEquals(403, Http.send(Http.IPV6, port, "GET", token, "Origin: http://127.0.0.1:" + port).status());
        assertEquals(403, Http.get(port, token, "Origin: http://[::1]:" + port).status());
        assertEquals(405, Http.send(Http.IPV6, port, "POST", token).status());
    }

    @Test
    void onlyGetIsAnswered() throws IOException {
        for (String method : new String[] {"POST", "PUT", "DELETE", "OPTIONS", "HEAD"}) {
            assertEquals(405, Http.send(port, method, "/?token=" + palace.token()).status(), method);
        }
    }

    @Test
    void everyAnswerRefusalsIncludedForbidsFramingSniffingAndReferrers() throws IOException {
        for (Http.Answer answer : new Http.Answer[] {Http.get(port, "/?token=" + palace.token()),
                Http.get(port, "/"), Http.get(port, "/", "Host: evil.example")}) {
            assertEquals("default-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
                    answer.header("Content-Security-Policy"));
            assertEquals("DENY", answer.header("X-Frame-Options"));
            assertEquals("nosniff", answer.header("X-Content-Type-Options"));
            assertEquals("no-referrer", answer.header("Referrer-Policy"));
            assertTrue(answer.header("Server-Timing").matches("page;dur=\\d+\\.\\d\\d"), answer.header("Server-Timing"));
        }
    }
}
