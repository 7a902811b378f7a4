#pragma once
// A verdict's reason in the window's language: the judge's typed clauses
// (analysis/reason.h, reached through the verdict door) said with tr(). The
// core's renderReason stays the CLI's words (never translated, its JSON
// fixed); the window says the same claims through here, and in English the
// two read the same, letter for letter (tests/ui/tst_reasontext.cpp, over
// every verdict of a table of small boards).
//
// Each clause is one whole translatable phrase with its data as arguments
// (counts as %Ln, so a numerus translation fixes the plural), never glued
// from translated words: word order differs between the languages. A
// move's kind is the subject phrase of the claim that follows it ("This
// forward step" + "%1 keeps an optimal finish"); the clauses are joined by
// translatable punctuation ("%1: %2" for a claim and its grounds, "%1; %2"
// for a further fact) so that French spaces them and Chinese writes its own.
#include "analysis/verdict.h"

#include <QString>

#include <string>
#include <vector>

namespace leapfrog::ui {

// The one sentence that says exactly these clauses, in their order.
QString reasonText(const std::vector<Clause>& clauses);

// The same for a verdict: its clauses, said.
inline QString reasonText(const Verdict& verdict) { return reasonText(verdict.clauses); }

// An improper board's pattern as the window writes it (Yancey's "*S*BB*R*"
// as "*_*BB*R*"): `_` the empty hole, as in every position and game ID the
// window shows, since the paper's S is also the notation's blue step in the
// move list; `*` any run of holes, B and R the pegs.
QString patternText(const std::string& pattern);
// What the pattern's signs mean, said where a pattern is shown.
QString patternLegend();

// A move's kind as a noun: "forward step", "jump over the other colour".
QString categoryText(Category category);
// The same with its article: "a forward step" (its gender is the noun's).
QString categoryWithArticle(Category category);

// Where a verdict's reason comes from, as the side panel cites it: "Yancey,
// section 2.1, Lemma 7", "exact search"; empty when the verdict names none.
QString sourceText(const Verdict& verdict);
// Whether that source is Leapfrog's own exact search (no paper).
bool citesSearch(const Verdict& verdict);

} // namespace leapfrog::ui
