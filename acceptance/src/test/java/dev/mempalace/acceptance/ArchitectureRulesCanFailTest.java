package dev.mempalace.acceptance;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.EvaluationResult;
import dev.mempalace.adapter.cli.archfixture.DriverThatWiresItself;
import dev.mempalace.adapter.sqlite.archfixture.AdapterOnTheKit;
import dev.mempalace.adapter.sqlite.archfixture.AdapterThatReadsTheEnvironment;
import dev.mempalace.adapter.harnesskit.archfixture.KitThatNamesAHarness;
import dev.mempalace.adapter.cli.archfixturetwo.RoomThatCallsBack;
import dev.mempalace.application.port.in.answer.archfixture.AnswerThatWordsItself;
import dev.mempalace.application.port.out.archfixture.PortThatIsAClass;
import dev.mempalace.archfixturemodule.RootThatClosesACycle;
import dev.mempalace.archfixturemodule.part.PartOfTheCycle;
import dev.mempalace.benchwiring.archfixture.HostThatWritesAHarnessFormat;
import dev.mempalace.bootstrap.archfixture.WiresOutsideTheRoot;
import dev.mempalace.domain.archfixture.ReachesOutsideJava;
import dev.mempalace.domain.archfixturetwo.ClosesACycle;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Each architecture rule fails on a test class written to break it: no rule holds only because it cannot fail. */
class ArchitectureRulesCanFailTest {

    private static final JavaClasses BREAKERS = new ClassFileImporter().importClasses(ReachesOutsideJava.class,
            ClosesACycle.class, PortThatIsAClass.class, DriverThatWiresItself.class, AnswerThatWordsItself.class,
            WiresOutsideTheRoot.class, AdapterThatReadsTheEnvironment.class,
            KitThatNamesAHarness.class,
            RoomThatCallsBack.class);

    static Stream<Arguments> rules() {
        return Stream.of(
                Arguments.of("domain", ArchitectureRules.THE_DOMAIN_DEPENDS_ONLY_ON_ITSELF_AND_THE_JAVA_PACKAGES),
                Arguments.of("application",
                        ArchitectureRules.THE_APPLICATION_DEPENDS_ONLY_ON_THE_DOMAIN_ITSELF_AND_THE_JAVA_PACKAGES),
                Arguments.of("services", ArchitectureRules.ONLY_THE_BOOTSTRAP_NAMES_A_SERVICE),
                Arguments.of("adapters", ArchitectureRules.ONLY_THE_BOOTSTRAP_NAMES_AN_ADAPTER_OF_ANOTHER_TECHNOLOGY),
                Arguments.of("harness kit", ArchitectureRules.THE_HARNESS_KIT_NAMES_NO_HARNESS),
                Arguments.of("in-ports", ArchitectureRules.DRIVERS_REACH_THE_APPLICATION_ONLY_THROUGH_ITS_IN_PORTS),
                Arguments.of("answers", ArchitectureRules.ANSWERS_ARE_TREES_OF_PLAIN_JDK_TYPES),
                Arguments.of("interfaces", ArchitectureRules.OUT_PORTS_ARE_INTERFACES),
                Arguments.of("cycles", ArchitectureRules.PACKAGES_ARE_FREE_OF_CYCLES),
                Arguments.of("cli cycles", ArchitectureRules.THE_COMMAND_LINES_PACKAGES_ARE_FREE_OF_CYCLES),
                Arguments.of("onion", ArchitectureRules.THE_LAYERS_FORM_AN_ONION),
                Arguments.of("composition root", ArchitectureRules.ONLY_THE_COMPOSITION_ROOT_NAMES_AN_ADAPTER),
                Arguments.of("environment", ArchitectureRules.ONLY_DRIVERS_AND_THE_BOOTSTRAP_READ_THE_ENVIRONMENT));
    }

    /** The rules narrowed or widened since, each on the breaker written for what it now also covers. */
    static Stream<Arguments> narrowed() {
        return Stream.of(
                Arguments.of("a module's root package in a cycle", ArchitectureRules.PACKAGES_ARE_FREE_OF_CYCLES,
                        new Class<?>[] {RootThatClosesACycle.class, PartOfTheCycle.class}),
                Arguments.of("bootstrap outside the root names an adapter",
                        ArchitectureRules.ONLY_THE_COMPOSITION_ROOT_NAMES_AN_ADAPTER,
                        new Class<?>[] {WiresOutsideTheRoot.class}),
                Arguments.of("bootstrap outside the root names a service",
                        ArchitectureRules.ONLY_THE_BOOTSTRAP_NAMES_A_SERVICE, new Class<?>[] {WiresOutsideTheRoot.class}),
                Arguments.of("bootstrap outside the root is no exemption from the onion",
                        ArchitectureRules.THE_LAYERS_FORM_AN_ONION, new Class<?>[] {WiresOutsideTheRoot.class}),
                Arguments.of("an adapter that is no harness builds on the kit",
                        ArchitectureRules.ONLY_THE_BOOTSTRAP_NAMES_AN_ADAPTER_OF_ANOTHER_TECHNOLOGY,
                        new Class<?>[] {AdapterOnTheKit.class}),
                Arguments.of("an adapter that is no harness builds on the kit, in the onion",
                        ArchitectureRules.THE_LAYERS_FORM_AN_ONION, new Class<?>[] {AdapterOnTheKit.class}),
                Arguments.of("the bench's host names a harness's writer", ArchitectureRules.THE_LAYERS_FORM_AN_ONION,
                        new Class<?>[] {HostThatWritesAHarnessFormat.class}),
                Arguments.of("an adapter reads the environment",
                        ArchitectureRules.ONLY_DRIVERS_AND_THE_BOOTSTRAP_READ_THE_ENVIRONMENT,
                        new Class<?>[] {AdapterThatReadsTheEnvironment.class}));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("narrowed")
    void theRuleFailsOnTheClassWrittenForWhatItNowCovers(String name, ArchRule rule, Class<?>[] breakers) {
        EvaluationResult result = rule.evaluate(new ClassFileImporter().importClasses(breakers));
        assertTrue(result.hasViolation(), name + ": found nothing to report: " + rule.getDescription());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rules")
    void theRuleFailsOnAClassThatBreaksIt(String name, ArchRule rule) {
        EvaluationResult result = rule.evaluate(BREAKERS);
        assertTrue(result.hasViolation(), name + " found nothing to report: " + rule.getDescription());
    }
}
