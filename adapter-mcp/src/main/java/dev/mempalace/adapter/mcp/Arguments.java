package dev.mempalace.adapter.mcp;

import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** A tool call's arguments, read by type; a missing or mistyped one is an {@link IllegalArgumentException}. */
final class Arguments {

    private final Map<String, Object> values;

    Arguments(Map<String, Object> values) {
        this.values = values == null ? Map.of() : values;
    }

    String text(String name) {
        return optionalText(name).orElseThrow(() -> new IllegalArgumentException(name + " is required"));
    }

    Optional<String> optionalText(String name) {
        Object value = values.get(name);
        if (value == null) {
            return Optional.empty();
        }
        if (!(value instanceof String text)) {
            throw new IllegalArgumentException(name + " must be a string");
        }
        return Optional.of(text);
    }

    Optional<Integer> optionalWholeNumber(String name) {
        Object value = values.get(name);
        if (value == null) {
            return Optional.empty();
        }
        if (value instanceof Number number && number.doubleValue() == Math.rint(number.doubleValue())
                && Math.abs(number.doubleValue()) <= Integer.MAX_VALUE) {
            return Optional.of(number.intValue());
        }
        throw new IllegalArgumentException(name + " must be a whole number: " + value);
    }

    boolean flag(String name) {
        Object value = values.get(name);
        if (value == null) {
            return false;
        }
        if (!(value instanceof Boolean flag)) {
            throw new IllegalArgumentException(name + " must be true or false");
        }
        return flag;
    }

    Optional<LocalDate> optionalDate(String name) {
        try {
            return optionalText(name).map(LocalDate::parse);
        } catch (DateTimeParseException e) {
            throw new IllegalArgumentException(name + " must be a date, YYYY-MM-DD: " + e.getParsedString(), e);
        }
    }

    List<String> texts(String name) {
        Object value = values.get(name);
        if (value == null) {
            return List.of();
        }
        if (!(value instanceof List<?> list)) {
            throw new IllegalArgumentException(name + " must be an array of strings");
        }
        List<String> texts = new ArrayList<>();
        for (Object item : list) {
            if (!(item instanceof String text)) {
                throw new IllegalArgumentException(name + " must be an array of strings");
            }
            texts.add(text);
        }
        return texts;
    }
}
