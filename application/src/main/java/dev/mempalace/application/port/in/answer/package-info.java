/**
 * The answers every driver gives, built once as a plain tree of the JDK: a {@code LinkedHashMap<String, Object>}
 * per JSON object (its keys in the order a driver prints them), a {@code List} per array, and {@code String},
 * {@code Integer}, {@code Long}, {@code Double}, {@code Boolean} or {@code null} for the rest. A driver turns the
 * tree into its own JSON library's nodes; a notice's wording is the driver's, passed in as a function.
 */
package dev.mempalace.application.port.in.answer;
