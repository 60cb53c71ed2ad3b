package dev.mempalace.adapter.secrets;

import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * One line of the rule file: a kind of secret, the keywords one of which a text must hold for the rule to run, the
 * pattern, which of its groups is the secret (0: the whole match), how a found value is checked, and whether the
 * pattern runs over the text with A-Z in lower case.
 */
record SecretRule(String kind, List<String> keywords, Pattern pattern, int group, Check check, boolean lowerCase) {

    /** How sure a match is to be a secret. */
    enum Check {
        /** The shape alone says so (an issuer's prefix and length). */
        SHAPE,
        /** Unless it is a placeholder: {@code <password>}, {@code ${TOKEN}}, {@code ****}. */
        PLACEHOLDER,
        /** Only a value that looks like a secret: no placeholder, no plain word, no dotted name. */
        VALUE
    }

    /** Parses {@code kind, keywords, group, check, case, regex}, tab-separated; {@code line} says where in errors. */
    static SecretRule parse(String text, int line) {
        String[] fields = text.split("\t", 6);
        if (fields.length != 6 || !fields[4].matches("exact|lower")) {
            throw new IllegalStateException("secret rule line " + line + ": expected 6 tab-separated fields, the "
                    + "fifth exact or lower");
        }
        Pattern pattern = Pattern.compile(fields[5]);
        int group = Integer.parseInt(fields[2]);
        if (group > pattern.matcher("").groupCount()) {
            throw new IllegalStateException("secret rule line " + line + ": no group " + group);
        }
        List<String> keywords = List.of(fields[1].toLowerCase(Locale.ROOT).split(","));
        return new SecretRule(fields[0], keywords, pattern, group,
                Check.valueOf(fields[3].toUpperCase(Locale.ROOT)), fields[4].equals("lower"));
    }

    /** Whether {@code lowerCased} (the text in lower case) holds one of the keywords, so the pattern may match. */
    boolean mayMatch(String lowerCased) {
        for (String keyword : keywords) {
            if (lowerCased.contains(keyword)) {
                return true;
            }
        }
        return false;
    }
}
