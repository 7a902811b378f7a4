#pragma once
// Catching the refusal of bad input for the tests that check what it says:
// the message of the InputError a call throws, so a test asserts on the
// message rather than repeating the try/catch.
#include "model/errors.h"

#include <QString>

#include <optional>

namespace leapfrog::testing {

// The message of the InputError that `call` throws, or nullopt when it
// accepts its input. Any other exception passes through, failing the test.
template<typename Call>
std::optional<QString> refusalOf(Call&& call)
{
    try {
        call();
    } catch (const InputError& error) {
        return QString::fromUtf8(error.what());
    }
    return std::nullopt;
}

} // namespace leapfrog::testing
