#pragma once
// One entry point for "an optimal solution of this variant by this method",
// shared by the CLI and the window so that neither picks solvers itself.
#include "solution.h"
#include "variant.h"

#include <memory>
#include <string>
#include <string_view>

namespace leapfrog {

enum class Method { Auto, Search };

// Throws InputError naming the accepted methods.
Method methodFromText(std::string_view text);
std::string_view methodName(Method method);
std::string_view acceptedMethods();

// An optimal solution from the start, or nullptr when the goal cannot be
// reached. Throws LimitError when the board is beyond the method's limit.
std::unique_ptr<Solution> solveVariant(const Variant& variant, Method method);

} // namespace leapfrog
