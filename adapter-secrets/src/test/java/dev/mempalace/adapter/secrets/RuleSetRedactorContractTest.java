package dev.mempalace.adapter.secrets;

import dev.mempalace.application.contract.SecretRedactorContract;
import dev.mempalace.application.port.out.SecretRedactor;

/** The bundled rule set honours the secret redactor contract. */
class RuleSetRedactorContractTest extends SecretRedactorContract {

    @Override
    protected SecretRedactor redactor() {
        return RuleSetRedactor.bundled();
    }
}
