package dev.mempalace.acceptance;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.core.importer.Location;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

/**
 * The architecture rules, checked on the production classes of every module; {@code ArchitectureRulesCanFailTest}
 * shows that each of them fails on a class that breaks it.
 */
@AnalyzeClasses(packages = "dev.mempalace",
        importOptions = {ImportOption.DoNotIncludeTests.class, ArchitectureTest.DoNotIncludeTestJars.class})
class ArchitectureTest {

    @ArchTest
    static final ArchRule the_domain_depends_only_on_itself_and_the_java_packages =
            ArchitectureRules.THE_DOMAIN_DEPENDS_ONLY_ON_ITSELF_AND_THE_JAVA_PACKAGES;

    @ArchTest
    static final ArchRule the_application_depends_only_on_the_domain_itself_and_the_java_packages =
            ArchitectureRules.THE_APPLICATION_DEPENDS_ONLY_ON_THE_DOMAIN_ITSELF_AND_THE_JAVA_PACKAGES;

    @ArchTest
    static final ArchRule only_the_bootstrap_names_a_service = ArchitectureRules.ONLY_THE_BOOTSTRAP_NAMES_A_SERVICE;

    @ArchTest
    static final ArchRule only_the_composition_root_names_an_adapter =
            ArchitectureRules.ONLY_THE_COMPOSITION_ROOT_NAMES_AN_ADAPTER;

    @ArchTest
    static final ArchRule only_the_bootstrap_names_an_adapter_of_another_technology =
            ArchitectureRules.ONLY_THE_BOOTSTRAP_NAMES_AN_ADAPTER_OF_ANOTHER_TECHNOLOGY;

    @ArchTest
    static final ArchRule the_harness_kit_names_no_harness = ArchitectureRules.THE_HARNESS_KIT_NAMES_NO_HARNESS;

    @ArchTest
    static final ArchRule drivers_reach_the_application_only_through_its_in_ports =
            ArchitectureRules.DRIVERS_REACH_THE_APPLICATION_ONLY_THROUGH_ITS_IN_PORTS;

    @ArchTest
    static final ArchRule answers_are_trees_of_plain_jdk_types = ArchitectureRules.ANSWERS_ARE_TREES_OF_PLAIN_JDK_TYPES;

    @ArchTest
    static final ArchRule out_ports_are_interfaces = ArchitectureRules.OUT_PORTS_ARE_INTERFACES;

    @ArchTest
    static final ArchRule packages_are_free_of_cycles = ArchitectureRules.PACKAGES_ARE_FREE_OF_CYCLES;

    @ArchTest
    static final ArchRule only_drivers_and_the_bootstrap_read_the_environment =
            ArchitectureRules.ONLY_DRIVERS_AND_THE_BOOTSTRAP_READ_THE_ENVIRONMENT;

    @ArchTest
    static final ArchRule the_command_lines_packages_are_free_of_cycles =
            ArchitectureRules.THE_COMMAND_LINES_PACKAGES_ARE_FREE_OF_CYCLES;

    @ArchTest
    static final ArchRule the_layers_form_an_onion_with_each_adapter_and_driver_on_its_own =
            ArchitectureRules.THE_LAYERS_FORM_AN_ONION;

    /** Leaves out the application's test-jar (the fakes), which a reactor build puts on the class path as a jar. */
    static final class DoNotIncludeTestJars implements ImportOption {
        @Override
        public boolean includes(Location location) {
            return !location.contains("-tests.jar");
        }
    }
}
