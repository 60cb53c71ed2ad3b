package dev.mempalace.acceptance;

import static com.tngtech.archunit.core.domain.JavaClass.Predicates.INTERFACES;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.belongToAnyOf;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.onionArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.lang.ArchRule;
import dev.mempalace.application.port.out.PortFailure;

/**
 * The few architecture rules that are rules. Maven already forbids every edge its module graph lacks, so each rule
 * here guards an edge the build allows: a JDK package outside {@code java..}, a class a module sees only through
 * another module's dependencies (the drivers see every adapter through the bootstrap), or one inside a module.
 */
final class ArchitectureRules {

    static final String DOMAIN = "dev.mempalace.domain..";
    static final String APPLICATION = "dev.mempalace.application..";
    static final String PORTS = "dev.mempalace.application.port..";
    static final String OUT_PORTS = "dev.mempalace.application.port.out..";
    static final String ANSWERS = "dev.mempalace.application.port.in.answer..";
    static final String SERVICES = "dev.mempalace.application.service..";
    static final String BOOTSTRAP = "dev.mempalace.bootstrap..";
    static final String CLI = "dev.mempalace.adapter.cli..";
    static final String MCP = "dev.mempalace.adapter.mcp..";
    static final String BENCHMARK = "dev.mempalace.benchmark..";

    static final ArchRule THE_DOMAIN_DEPENDS_ONLY_ON_ITSELF_AND_THE_JAVA_PACKAGES = classes()
            .that().resideInAPackage(DOMAIN)
            .should().onlyDependOnClassesThat().resideInAnyPackage(DOMAIN, "java..");

    static final ArchRule THE_APPLICATION_DEPENDS_ONLY_ON_THE_DOMAIN_ITSELF_AND_THE_JAVA_PACKAGES = classes()
            .that().resideInAPackage(APPLICATION)
            .should().onlyDependOnClassesThat().resideInAnyPackage(DOMAIN, APPLICATION, "java..");

    /** Drivers and adapters see the services (they are in the application module); only the bootstrap wires them. */
    static final ArchRule ONLY_THE_BOOTSTRAP_NAMES_A_SERVICE = noClasses()
            .that().resideOutsideOfPackages(BOOTSTRAP, SERVICES)
            .should().dependOnClassesThat().resideInAPackage(SERVICES);

    /** A driver sees every adapter through the bootstrap's dependencies, and must name none of them. */
    static final ArchRule ONLY_THE_BOOTSTRAP_NAMES_AN_ADAPTER_OF_ANOTHER_TECHNOLOGY = slices()
            .matching("dev.mempalace.adapter.(*)..").should().notDependOnEachOther();

    /**
     * The out-ports are for adapters to implement and services to call; a driver calls use cases, and maps the
     * failures the out-ports raise.
     */
    static final ArchRule DRIVERS_REACH_THE_APPLICATION_ONLY_THROUGH_ITS_IN_PORTS = noClasses()
            .that().resideInAnyPackage(CLI, MCP)
            .should().dependOnClassesThat(resideInAPackage(OUT_PORTS).and(INTERFACES)
                    .and(DescribedPredicate.not(belongToAnyOf(PortFailure.class))));

    /**
     * The answers both drivers print are trees of the JDK's plain types (maps, lists, strings, numbers), so that
     * each driver's JSON library (Jackson 2 for the command line, 3 for the MCP SDK) prints the same tree; the
     * wording of a notice is the driver's, passed in.
     */
    static final ArchRule ANSWERS_ARE_TREES_OF_PLAIN_JDK_TYPES = classes()
            .that().resideInAPackage(ANSWERS)
            .should().onlyDependOnClassesThat().resideInAnyPackage(DOMAIN, PORTS, "java.lang..", "java.util..",
                    "java.nio.file..");

    static final ArchRule OUT_PORTS_ARE_INTERFACES = classes()
            .that().resideInAPackage(OUT_PORTS)
            .and().areNotAssignableTo(Record.class)
            .and().areNotEnums()
            .and().areNotAssignableTo(RuntimeException.class)
            .should().beInterfaces();

    /** Packages one level below each module's root: cycles between them hide inside one module. */
    static final ArchRule PACKAGES_ARE_FREE_OF_CYCLES = slices()
            .matching("dev.mempalace.(*).(*)..").should().beFreeOfCycles();

    /** The command line's packages (commands, output, start-up, the warm process, the bench host) lean one way. */
    static final ArchRule THE_COMMAND_LINES_PACKAGES_ARE_FREE_OF_CYCLES = slices()
            .matching("dev.mempalace.adapter.cli.(*)..").should().beFreeOfCycles();

    static final ArchRule THE_LAYERS_FORM_AN_ONION = onionArchitecture()
            .domainModels(DOMAIN)
            .domainServices(PORTS)
            .applicationServices(SERVICES)
            .adapter("markdown", "dev.mempalace.adapter.markdown..")
            .adapter("sqlite", "dev.mempalace.adapter.sqlite..")
            .adapter("solr", "dev.mempalace.adapter.solr..")
            .adapter("onnx", "dev.mempalace.adapter.onnx..")
            .adapter("claude code", "dev.mempalace.adapter.claudecode..")
            .adapter("codex", "dev.mempalace.adapter.codex..")
            .adapter("secrets", "dev.mempalace.adapter.secrets..")
            .adapter("command line", CLI)
            .adapter("mcp", MCP)
            .adapter("benchmark", BENCHMARK)
            // The one exemption: the composition root wires every layer.
            .ignoreDependency(resideInAPackage(BOOTSTRAP), DescribedPredicate.alwaysTrue());

    private ArchitectureRules() {
    }
}
