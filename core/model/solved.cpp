#include "solved.h"

#include "errors.h"

namespace leapfrog {

std::string_view acceptedMethods() { return "auto, formula, word, search"; }

Method methodFromText(std::string_view text)
{
    for (const Method method : {Method::Auto, Method::Formula, Method::Word, Method::Search}) {
        if (text == methodName(method)) {
            return method;
        }
    }
    throw InputError("unknown method \"" + excerpt(text) + "\"; accepted: " + std::string(acceptedMethods()));
}

std::string_view methodName(Method method)
{
    switch (method) {
    case Method::Auto: return "auto";
    case Method::Formula: return "formula";
    case Method::Word: return "word";
    case Method::Search: return "search";
    }
    return "auto";
}

} // namespace leapfrog
