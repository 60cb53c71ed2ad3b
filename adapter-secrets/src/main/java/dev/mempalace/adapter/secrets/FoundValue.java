package dev.mempalace.adapter.secrets;

import java.util.Locale;
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
    private static final int MIN_VALUE = 8;
    private static final int MIN_WORDLIKE = 16;

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
     * no dotted name ({@code config.password}), and either letters and digits (not a word, a number or a date) or a
     * long mix of cases.
     */
    static boolean secretLike(String value) {
        if (value.length() < MIN_VALUE || placeholder(value) || DOTTED_NAME.matcher(value).matches()) {
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
}
