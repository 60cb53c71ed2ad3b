package dev.mempalace.application.port.in.answer.archfixture;

import java.text.NumberFormat;
import java.util.Locale;

/** Breaks the answers' rule: it words a number itself, with a JDK class outside the plain types of a tree. */
public final class AnswerThatWordsItself {

    final NumberFormat percent = NumberFormat.getPercentInstance(Locale.ROOT);
}
