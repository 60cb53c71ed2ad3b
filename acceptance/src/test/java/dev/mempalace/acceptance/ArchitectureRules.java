package dev.mempalace.acceptance;

import static com.tngtech.archunit.core.domain.JavaClass.Predicates.INTERFACES;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.belongToAnyOf;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAnyPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.onionArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.library.dependencies.SliceAssignment;
import com.tngtech.archunit.library.dependencies.SliceIdentifier;
import dev.mempalace.application.port.out.PortFailure;
import java.util.List;
import java.util.Set;

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
    static final String WEB = "dev.mempalace.adapter.web..";
    static final String BENCHMARK = "dev.mempalace.benchmark..";
    static final String BENCH_WIRING = "dev.mempalace.benchwiring..";
    static final String ADAPTER_CLIENT = "dev.mempalace.adapter.cli.client..";

    /**
     * The composition root proper, the one part of {@code bootstrap} that names services and adapters: the classes
     * that build cores ({@code Composition}, {@code Adapters}, the warm process's {@code WarmCores}, the bench's
     * {@code SharedModel}), and the store providers with the locations they read. Every other class of it (settings,
     * timed and forwarding ports) sees the domain and the ports alone.
     */
    static final DescribedPredicate<JavaClass> THE_COMPOSITION_ROOT = DescribedPredicate.describe(
            "the composition root or a store provider", type -> {
                JavaClass outer = type;
                while (outer.getEnclosingClass().isPresent()) {
                    outer = outer.getEnclosingClass().get();
                }
                return outer.getPackageName().equals("dev.mempalace.bootstrap")
                        && (Set.of("Composition", "Adapters", "WarmCores", "SharedModel").contains(outer.getSimpleName())
                        || outer.isAssignableTo("dev.mempalace.bootstrap.StoreProvider")
                        || outer.isAssignableTo("dev.mempalace.bootstrap.IndexLocation"));
            });
    static final String HARNESS_KIT = "dev.mempalace.adapter.harnesskit..";
    /** The harnesses' modules: the only adapters built on the kit. */
    static final String[] HARNESSES = {"dev.mempalace.adapter.claudecode..", "dev.mempalace.adapter.codex..",
        "dev.mempalace.adapter.geminicli.."};

    static final ArchRule THE_DOMAIN_DEPENDS_ONLY_ON_ITSELF_AND_THE_JAVA_PACKAGES = classes()
            .that().resideInAPackage(DOMAIN)
            .should().onlyDependOnClassesThat().resideInAnyPackage(DOMAIN, "java..");

    static final ArchRule THE_APPLICATION_DEPENDS_ONLY_ON_THE_DOMAIN_ITSELF_AND_THE_JAVA_PACKAGES = classes()
            .that().resideInAPackage(APPLICATION)
            .should().onlyDependOnClassesThat().resideInAnyPackage(DOMAIN, APPLICATION, "java..");

    /**
     * Drivers and adapters see the services (they are in the application module); only the composition root wires
     * them.
     */
    static final ArchRule ONLY_THE_BOOTSTRAP_NAMES_A_SERVICE = noClasses()
            .that(DescribedPredicate.not(THE_COMPOSITION_ROOT)).and().resideOutsideOfPackage(SERVICES)
            .should().dependOnClassesThat().resideInAPackage(SERVICES);

    /** The rest of {@code bootstrap} (settings, the timed and forwarding ports) names no adapter: it sees ports. */
    static final ArchRule ONLY_THE_COMPOSITION_ROOT_NAMES_AN_ADAPTER = noClasses()
            .that().resideInAPackage(BOOTSTRAP).and(DescribedPredicate.not(THE_COMPOSITION_ROOT))
            .should().dependOnClassesThat().resideInAPackage("dev.mempalace.adapter..");

    /**
     * A driver sees every adapter through the bootstrap's dependencies, and must name none of them; the harness kit
     * is no technology, but what every harness's reader is built on.
     */
    static final ArchRule ONLY_THE_BOOTSTRAP_NAMES_AN_ADAPTER_OF_ANOTHER_TECHNOLOGY = slices()
            .matching("dev.mempalace.adapter.(*)..").should().notDependOnEachOther()
            .ignoreDependency(resideInAnyPackage(HARNESSES), resideInAPackage(HARNESS_KIT));

    /**
     * The harness kit names no harness: what it holds is every harness's, so it sees only the domain, the out-ports
     * a reader implements, the JDK and Jackson; a harness's records, folders and wording stay in its module.
     */
    static final ArchRule THE_HARNESS_KIT_NAMES_NO_HARNESS = classes()
            .that().resideInAPackage(HARNESS_KIT)
            .should().onlyDependOnClassesThat().resideInAnyPackage(HARNESS_KIT, DOMAIN, OUT_PORTS, "java..",
                    "com.fasterxml.jackson..");

    /**
     * The out-ports are for adapters to implement and services to call; a driver calls use cases, and maps the
     * failures the out-ports raise.
     */
    static final ArchRule DRIVERS_REACH_THE_APPLICATION_ONLY_THROUGH_ITS_IN_PORTS = noClasses()
            .that().resideInAnyPackage(CLI, MCP, WEB)
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

    /**
     * Packages one level below each module's root, and each module's root package itself (an adapter's root is
     * {@code dev.mempalace.adapter.NAME}): cycles between them hide inside one module.
     */
    static final ArchRule PACKAGES_ARE_FREE_OF_CYCLES = slices()
            .assignedFrom(new SliceAssignment() {
                @Override
                public SliceIdentifier getIdentifierOf(JavaClass type) {
                    if (!type.getPackageName().startsWith("dev.mempalace.")) {
                        return SliceIdentifier.ignore();
                    }
                    List<String> parts = List.of(type.getPackageName().substring("dev.mempalace.".length())
                            .split("\\."));
                    int depth = parts.get(0).equals("adapter") ? 2 : 1;
                    return SliceIdentifier.of(String.join(".", parts.subList(0, Math.min(parts.size(), depth + 1))));
                }

                @Override
                public String getDescription() {
                    return "each module's root package and the packages one level below it";
                }
            }).should().beFreeOfCycles();

    /**
     * The environment is read where a process starts: the drivers (the command line and its warm process's client,
     * the MCP server) and the composition root hand what adapters need of it to them. A library that reads its own
     * variables (DJL its folders) is asked through its own API, never by reading them again.
     */
    static final ArchRule ONLY_DRIVERS_AND_THE_BOOTSTRAP_READ_THE_ENVIRONMENT = noClasses()
            .that().resideOutsideOfPackages(BOOTSTRAP, CLI, ADAPTER_CLIENT, MCP)
            .should().callMethod(System.class, "getenv")
            .orShould().callMethod(System.class, "getenv", String.class);

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
            .adapter("gemini cli", "dev.mempalace.adapter.geminicli..")
            .adapter("harness kit", HARNESS_KIT)
            .adapter("secrets", "dev.mempalace.adapter.secrets..")
            .adapter("command line", CLI)
            .adapter("mcp", MCP)
            .adapter("web", WEB)
            .adapter("benchmark", BENCHMARK)
            // The exemptions: the composition root wires every layer; the rest of bootstrap sees the domain and the
            // ports, as the bench's host does, which also hands the benchmark its ports.
            .ignoreDependency(THE_COMPOSITION_ROOT, DescribedPredicate.alwaysTrue())
            .ignoreDependency(resideInAnyPackage(BOOTSTRAP, BENCH_WIRING), resideInAnyPackage(DOMAIN, PORTS))
            .ignoreDependency(resideInAPackage(BENCH_WIRING), resideInAPackage(BENCHMARK))
            // The kit is the harness adapters' common part, not an adapter of its own.
            .ignoreDependency(resideInAnyPackage(HARNESSES), resideInAPackage(HARNESS_KIT));

    private ArchitectureRules() {
    }
}
