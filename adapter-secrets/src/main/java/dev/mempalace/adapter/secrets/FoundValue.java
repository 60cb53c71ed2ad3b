package dev.mempalace.adapter.secrets;

import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/** Tells a secret value from what stands in for one in documentation and code (placeholders, words, names). */
final class FoundValue {

    private static final Set<String> PLACEHOLDERS = Set.of("password", "passwd", "pass", "secret", "token",
            "apikey", "api_key", "changeme", "change_me", "example", "placeholder", "redacted", "null", "none",
            "nil", "undefined", "true", "false", "empty", "required", "optional", "string", "hidden", "dummy",
            "test", "user", "username", "xxx");
    private static final Pattern FILLER = Pattern.compile("[*xX.#_\\-•]+");
    private static final Pattern STAND_IN = Pattern.compile("(?i)(your|my|some|the)[_-].*|.*(example|placeholder"
            + "|changeme|redacted|dummy).*");
    private static final Pattern DOTTED_NAME = Pattern.compile("[A-Za-z_][\\w$]*(?:\\.[A-Za-z_][\\w$]*)+");
    private static final Pattern URL = Pattern.compile("[A-Za-z][A-Za-z0-9+.-]*://.*");
    /** Words and numbers joined, as names of algorithms and places are: {@code scram-sha-256}, {@code eu-west-1}. */
    private static final Pattern JOINED_WORDS = Pattern.compile("(?:[a-z]+|[0-9]+)(?:[-_.](?:[a-z]+|[0-9]+))+");
    private static final int MIN_VALUE = 8;
    private static final int MIN_WORDLIKE = 16;
    /** Bits per character below which a value repeats too much to be random: {@code aaaa1111}, {@code abab1212}. */
    private static final double MIN_BITS = 2.5;

    private FoundValue() {
    }

    /** Whether {@code value} stands in for a secret rather than being one: {@code <password>}, {@code $TOKEN}. */
    static boolean placeholder(String value) {
        char first = value.charAt(0);
        return "$<{[%*!&".indexOf(first) >= 0 || FILLER.matcher(value).matches()
                || PLACEHOLDERS.contains(value.toLowerCase(Locale.ROOT)) || STAND_IN.matcher(value).matches();
    }

    /**
     * Whether the value of an assignment ({@code password=...}) looks like a secret: long enough, no placeholder,
     * no dotted name ({@code config.password}), URL ({@code token_url=https://...}) nor words and numbers joined
     * ({@code auth_type = scram-sha-256}), random enough, and either letters and digits (not a word, a number or a
     * date) or a long mix of cases.
     */
    static boolean secretLike(String value) {
        if (value.length() < MIN_VALUE || placeholder(value) || DOTTED_NAME.matcher(value).matches()
                || URL.matcher(value).matches() || JOINED_WORDS.matcher(value).matches()
                || bitsPerChar(value) < MIN_BITS) {
            return false;
        }
        boolean digit = false;
        boolean upper = false;
        boolean lower = false;
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            digit |= Character.isDigit(c);
            upper |= Character.isUpperCase(c);
            lower |= Character.isLowerCase(c);
        }
        return (digit && (upper || lower)) || (upper && lower && value.length() >= MIN_WORDLIKE);
    }

    /** The Shannon entropy of the value's characters, in bits per character. */
    static double bitsPerChar(String value) {
        Map<Character, Integer> counts = new HashMap<>();
        for (int i = 0; i < value.length(); i++) {
            counts.merge(value.charAt(i), 1, Integer::sum);
        }
        double bits = 0;
        for (int count : counts.values()) {
            double p = (double) count / value.length();
            bits -= p * Math.log(p) / Math.log(2);
        }
        return bits;
    }
}
