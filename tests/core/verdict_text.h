#pragma once
// How QCOMPARE shows a Verdict when two differ (found by argument-dependent
// lookup): every field, so that a failing comparison says which one.
#include "analysis/category.h"
#include "analysis/verdict.h"

#include <QTest>

#include <string>

namespace leapfrog {

inline char* toString(const Verdict& verdict)
{
    const auto optional = [](const std::optional<int>& value) { return value ? std::to_string(*value) : "none"; };
    std::string holes;
    for (const int hole : verdict.holes) {
        holes += (holes.empty() ? "" : ",") + std::to_string(hole + 1);
    }
    const char* basis = verdict.basis == Basis::Exact ? "exact" : verdict.basis == Basis::Criteria ? "criteria" : "unknown";
    const std::string text = moveText(verdict.move) + " basis " + basis + (verdict.legal ? " legal" : " illegal") + " "
                             + std::string(categoryName(verdict.category)) + (verdict.proper ? " proper" : " improper")
                             + (verdict.best ? " best" : "") + (verdict.gameWasOptimal ? " (was optimal)" : "")
                             + " cost " + optional(verdict.cost) + " after " + optional(verdict.distanceAfter)
                             + " pattern \"" + verdict.pattern + "\" holes " + holes + ": " + verdict.reason + " ["
                             + verdict.source + "]";
    return QTest::toString(text.c_str());
}

} // namespace leapfrog
