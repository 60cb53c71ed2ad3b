package dev.mempalace.acceptance;

import static com.tngtech.archunit.core.domain.JavaAccess.Predicates.targetOwner;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.belongToAnyOf;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAnyPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.onionArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.core.importer.Location;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;
import dev.mempalace.cli.Composition;

/** The few architecture rules that are rules, checked on the production classes of every module. */
@AnalyzeClasses(packages = "dev.mempalace",
        importOptions = {ImportOption.DoNotIncludeTests.class, ArchitectureTest.DoNotIncludeTestJars.class})
class ArchitectureTest {

    private static final String DOMAIN = "dev.mempalace.domain..";
    private static final String APPLICATION = "dev.mempalace.application..";
    private static final String PORTS = "dev.mempalace.application.port..";
    private static final String SERVICES = "dev.mempalace.application.service..";
    private static final String ADAPTERS = "dev.mempalace.adapter..";
    private static final String CLI = "dev.mempalace.cli..";
    private static final String BENCHMARK = "dev.mempalace.benchmark..";
    /** The composition root and the classes nested in it. */
    private static final DescribedPredicate<JavaClass> COMPOSITION_ROOT = belongToAnyOf(Composition.class);

    @ArchTest
    static final ArchRule the_domain_depends_only_on_itself_and_the_jdk = classes()
            .that().resideInAPackage(DOMAIN)
            .should().onlyDependOnClassesThat().resideInAnyPackage(DOMAIN, "java..");

    @ArchTest
    static final ArchRule the_application_depends_only_on_the_domain_itself_and_the_jdk = classes()
            .that().resideInAPackage(APPLICATION)
            .should().onlyDependOnClassesThat().resideInAnyPackage(DOMAIN, APPLICATION, "java..");

    @ArchTest
    static final ArchRule adapters_never_depend_on_the_services = noClasses()
            .that().resideInAPackage(ADAPTERS)
            .should().dependOnClassesThat().resideInAPackage(SERVICES);

    @ArchTest
    static final ArchRule adapters_never_depend_on_one_another = slices()
            .matching("dev.mempalace.adapter.(*)..").should().notDependOnEachOther();

    @ArchTest
    static final ArchRule adapters_never_depend_on_the_cli = noClasses()
            .that().resideInAPackage(ADAPTERS)
            .should().dependOnClassesThat().resideInAPackage(CLI);

    @ArchTest
    static final ArchRule only_the_cli_depends_on_the_adapters = noClasses()
            .that().resideOutsideOfPackages(CLI, ADAPTERS)
            .should().dependOnClassesThat().resideInAPackage(ADAPTERS);

    @ArchTest
    static final ArchRule only_the_composition_root_wires_adapters_and_services = noClasses()
            .that().resideInAPackage(CLI)
            .and(DescribedPredicate.not(COMPOSITION_ROOT))
            .should().dependOnClassesThat().resideInAnyPackage(ADAPTERS, SERVICES);

    @ArchTest
    static final ArchRule nothing_but_the_composition_root_constructs_a_service_or_an_adapter =
            noClasses().that(DescribedPredicate.not(COMPOSITION_ROOT)).and().resideOutsideOfPackages(ADAPTERS, SERVICES)
                    .should().callConstructorWhere(targetOwner(resideInAnyPackage(SERVICES, ADAPTERS)));

    @ArchTest
    static final ArchRule the_benchmark_depends_on_no_adapter = noClasses()
            .that().resideInAPackage(BENCHMARK)
            .should().dependOnClassesThat().resideInAnyPackage(ADAPTERS, CLI);

    @ArchTest
    static final ArchRule ports_are_interfaces = classes()
            .that().resideInAPackage(PORTS)
            .and().areNotAssignableTo(Record.class)
            .and().areNotEnums()
            .and().areNotAssignableTo(RuntimeException.class)
            .should().beInterfaces();

    @ArchTest
    static final ArchRule top_level_packages_are_free_of_cycles = slices()
            .matching("dev.mempalace.(*)..").should().beFreeOfCycles();

    @ArchTest
    static final ArchRule the_layers_form_an_onion = onionArchitecture()
            .domainModels(DOMAIN)
            .domainServices(PORTS)
            .applicationServices(SERVICES)
            .adapter("markdown", "dev.mempalace.adapter.markdown..")
            .adapter("sqlite", "dev.mempalace.adapter.sqlite..")
            .adapter("onnx", "dev.mempalace.adapter.onnx..")
            .adapter("mcp", "dev.mempalace.adapter.mcp..")
            // The bench command is part of the command line, registered by it; it reaches adapters only through
            // the ports the composition root implements (the rule above).
            .adapter("command line", CLI, BENCHMARK)
            // The composition root, and only it, wires the adapters.
            .ignoreDependency(COMPOSITION_ROOT, resideInAnyPackage(ADAPTERS));

    /** Leaves out the application's test-jar (the fakes), which a reactor build puts on the class path as a jar. */
    static final class DoNotIncludeTestJars implements ImportOption {
        @Override
        public boolean includes(Location location) {
            return !location.contains("-tests.jar");
        }
    }
}
