package dev.mempalace.acceptance;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Every rule in {@link ArchitectureRules} is checked by {@link ArchitectureTest}: a rule held in a field without
 * {@code @ArchTest} is never evaluated, and would pass every build whatever the code does.
 */
class EveryArchitectureRuleRunsTest {

    @Test
    void everyRuleIsAnArchTestOfTheArchitectureTest() throws IllegalAccessException {
        Set<ArchRule> run = new HashSet<>();
        for (Field field : ArchitectureTest.class.getDeclaredFields()) {
            if (field.isAnnotationPresent(ArchTest.class) && ArchRule.class.isAssignableFrom(field.getType())) {
                field.setAccessible(true);
                run.add((ArchRule) field.get(null));
            }
        }
        List<String> notRun = new ArrayList<>();
        for (Field field : ArchitectureRules.class.getDeclaredFields()) {
            if (Modifier.isStatic(field.getModifiers()) && ArchRule.class.isAssignableFrom(field.getType())) {
                field.setAccessible(true);
                if (!run.contains((ArchRule) field.get(null))) {
                    notRun.add(field.getName());
                }
            }
        }
        assertEquals(List.of(), notRun, "rules that no @ArchTest runs");
    }
}
