package dev.mempalace.adapter.web;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.stream.Collectors;

/** The page's frame (header, search box, footer) and the escaping every text put into HTML goes through. */
final class Html {

    private Html() {
    }

    /** A whole page: the title, the search box holding {@code query}, and the body's HTML. */
    static String page(String title, String query, String body) {
        return "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
                + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
                + "<title>" + escape(title) + " · MemPalace</title>"
                + "<link rel=\"stylesheet\" href=\"/assets/page.css\"><script src=\"/assets/page.js\" defer></script>"
                + "</head><body><header><a class=\"home\" href=\"/\">MemPalace</a>"
                + "<form action=\"/search\" method=\"get\" role=\"search\"><input id=\"q\" name=\"q\" type=\"search\" "
                + "placeholder=\"Search the memory (press /)\" value=\"" + escape(query) + "\" autocomplete=\"off\">"
                + "<button type=\"submit\">Search</button></form>"
                + "<nav><a href=\"/timeline\">Timeline</a> <a href=\"/status\">Status</a></nav></header>"
                + "<main>" + body + "</main></body></html>\n";
    }

    /** Text made safe inside an element or a quoted attribute. */
    static String escape(String text) {
        StringBuilder out = new StringBuilder(text.length() + 16);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '&' -> out.append("&amp;");
                case '"' -> out.append("&quot;");
                case '\'' -> out.append("&#39;");
                default -> out.append(c);
            }
        }
        return out.toString();
    }

    /** The page of a note, each path segment percent-encoded. */
    static String noteHref(String path) {
        return "/note/" + Arrays.stream(path.split("/", -1)).map(Html::encode).collect(Collectors.joining("/"));
    }

    /** A query parameter's value, percent-encoded. */
    static String encode(String text) {
        return URLEncoder.encode(text, StandardCharsets.UTF_8).replace("+", "%20");
    }
}
