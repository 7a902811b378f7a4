// The generalised members of the family (issue 16): rows with several holes
// and long jumps, Dudeney's numbered frogs, the grid and rows of the user's
// own. Each board's rules are written again here, plainly, on position text
// (no Board, no rules.h), and a breadth-first search over them is the
// reference: for every position reachable from the start, the library's
// legal moves, its verdict on every (from, to) pair and the position after
// each move must agree with it; the engine's minimum, count, hints and
// solutions must agree with the reference's.
#include "model/errors.h"
#include "model/rules.h"
#include "model/variant.h"
#include "search/engine.h"

#include "family_reference.h"
#include "grid_row_by_row.h"

#include <QTest>

#include <algorithm>
#include <deque>
#include <map>
#include <set>
#include <string>
#include <vector>

using namespace leapfrog;

using namespace leapfrog::reference;

namespace {

PlainRules plainRulesOf(const QString& spec)
{
    PlainRules rules;
    const Variant variant = Variant::parse(spec.toStdString());
    rules.strict = variant.rules() == RuleSet::Strict;
    rules.side = variant.board().columns();
    // The spec's own words, not the Board's: K is the number after 'k'.
    const QString body = spec.section(':', 1);
    const int k = body.indexOf('k');
    if (k >= 0) {
        rules.reach = body.mid(k + 1).section(',', 0, 0).toInt();
    }
    return rules;
}

} // namespace

class FamilyTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void boards_data();
    void rulesAgreeEverywhere_data() { boards_data(); }
    void rulesAgreeEverywhere();
    void engineAgrees_data();
    void engineAgrees();
    void solutionsReplay_data() { boards_data(); }
    void solutionsReplay();
    void startAndGoal_data();
    void startAndGoal();
    void refusals_data();
    void refusals();
    void canonicalSpecs_data();
    void canonicalSpecs();
    void unsolvableRows();
    void publishedMinima_data();
    void publishedMinima();
    void gridRowByRow_data();
    void gridRowByRow();
};

void FamilyTest::boards_data()
{
    QTest::addColumn<QString>("spec");
    for (const char* spec :
         {"classic:1h2", "classic:2h2", "classic:3h2", "classic:2x3h3", "classic:2k2", "classic:3k2", "classic:4k2",
          "classic:3h2k2", "classic:3k3", "strict:2h2", "strict:3h2", "strict:2x3h3", "strict:3k2", "strict:4x3k2",
          "strict:3h2k2", "dudeney:1", "dudeney:2", "dudeney:3", "dudeney:4", "dudeney:5", "dudeney:6", "grid:1",
          "row:BR_BR>RB_RB", "row:BBR_R>RR_BB", "row:B_R_B>R_B_B,k2", "row:BB__R>R__BB,strict", "row:BRB_>_BRB",
          "row:B_R>R_B,strict", "row:BB_RR>RR_BB,strict,k2"}) {
        QTest::newRow(spec) << QString(spec);
    }
}

// For every position reachable from the start: the library's legal moves,
// its answer for every (from, to), and the position each move leads to are
// those of the plain rules.
void FamilyTest::rulesAgreeEverywhere()
{
    QFETCH(QString, spec);
    const Variant variant = Variant::parse(spec.toStdString());
    const PlainRules plain = plainRulesOf(spec);
    const Reference reference(plain, variant.start().text(), variant.goal().text());
    QVERIFY(!reference.reachable.empty());
    for (const std::string& text : reference.reachable) {
        const Position position = variant.parsePosition(text);
        std::vector<std::pair<int, int>> library;
        for (const Move move : legalMoves(variant.board(), variant.rules(), position)) {
            library.emplace_back(move.from, move.to);
        }
        std::sort(library.begin(), library.end());
        QCOMPARE(library, plain.moves(text));
        for (int from = 0; from < variant.holeCount(); ++from) {
            for (int to = 0; to < variant.holeCount(); ++to) {
                const Move move{from, to};
                const bool legal = plain.legal(text, from, to);
                const auto reason = illegalReason(variant.board(), variant.rules(), position, move);
                QVERIFY2(legal == !reason.has_value(),
                         qPrintable(QString::fromStdString(text + " " + moveText(move) + ": " + reason.value_or("legal"))));
                if (legal) {
                    QCOMPARE(applyMove(variant.rules(), position, move).text(), PlainRules::play(text, from, to));
                } else {
                    QVERIFY(!reason->empty());
                }
            }
        }
    }
}

void FamilyTest::engineAgrees_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<SearchEngine::Strategy>("strategy");
    const QStringList specs{"classic:2h2", "classic:3h2", "classic:3k2", "classic:4k2", "classic:3h2k2",
                            "strict:3h2", "strict:2x3h3", "strict:4x3k2", "dudeney:2", "dudeney:3",
                            "dudeney:5", "dudeney:6", "grid:1", "row:BR_BR>RB_RB", "row:BBR_R>RR_BB",
                            "row:B_R_B>R_B_B,k2", "row:BB__R>R__BB,strict", "row:BRB_>_BRB"};
    for (const QString& spec : specs) {
        QTest::newRow(qPrintable(spec + " table")) << spec << SearchEngine::Strategy::Table;
        QTest::newRow(qPrintable(spec + " search")) << spec << SearchEngine::Strategy::Search;
    }
}

// Minimum and count from the start, and the distance and optimal next moves
// from every reachable position, against the reference.
void FamilyTest::engineAgrees()
{
    QFETCH(QString, spec);
    QFETCH(SearchEngine::Strategy, strategy);
    const Variant variant = Variant::parse(spec.toStdString());
    const PlainRules plain = plainRulesOf(spec);
    const Reference reference(plain, variant.start().text(), variant.goal().text());
    SearchEngine engine(variant, strategy);
    const SearchEngine::Count count = engine.count(variant.start());
    const std::string start = variant.start().text();
    if (!reference.toGoal.count(start)) {
        QVERIFY(!count.minimum);
        QCOMPARE(count.solutions, BigInt(0));
        return;
    }
    QCOMPARE(count.minimum, std::optional<int>(reference.toGoal.at(start)));
    QCOMPARE(count.solutions, BigInt(reference.paths.at(start)));
    // Every reachable position for the table; a sample along the way for the
    // search, which answers each query afresh.
    const std::size_t stride = strategy == SearchEngine::Strategy::Table ? 1 : 1 + reference.reachable.size() / 40;
    for (std::size_t i = 0; i < reference.reachable.size(); i += stride) {
        const std::string& text = reference.reachable[i];
        const SearchEngine::Hint hint = engine.hint(variant.parsePosition(text));
        const auto known = reference.toGoal.find(text);
        if (known == reference.toGoal.end()) {
            QVERIFY2(!hint.distance, text.c_str());
            continue;
        }
        QCOMPARE(hint.distance, std::optional<int>(known->second));
        std::vector<Move> best;
        for (const auto& [from, to] : plain.moves(text)) {
            const auto next = reference.toGoal.find(PlainRules::play(text, from, to));
            if (next != reference.toGoal.end() && next->second == known->second - 1) {
                best.push_back(Move{from, to});
            }
        }
        std::vector<Move> got = hint.best;
        std::sort(got.begin(), got.end());
        std::sort(best.begin(), best.end());
        QVERIFY2(got == best, text.c_str());
    }
}

// Every optimal solution the engine gives (all of them, up to 60) replays
// legally under the plain rules to the goal in the minimum number of moves,
// and no two are alike.
void FamilyTest::solutionsReplay()
{
    QFETCH(QString, spec);
    const Variant variant = Variant::parse(spec.toStdString());
    const PlainRules plain = plainRulesOf(spec);
    const Reference reference(plain, variant.start().text(), variant.goal().text());
    SearchEngine engine(variant);
    const SearchEngine::Count count = engine.count(variant.start());
    if (!count.minimum) {
        QVERIFY(!reference.toGoal.count(variant.start().text()));
        QVERIFY(!engine.solution(variant.start(), BigInt(1)));
        return;
    }
    const std::uint64_t total = count.solutions.toUint64();
    std::set<std::vector<std::pair<int, int>>> seen;
    for (std::uint64_t k = 1; k <= std::min<std::uint64_t>(total, 60); ++k) {
        const auto ranked = engine.solution(variant.start(), BigInt(k));
        QVERIFY(ranked);
        QCOMPARE(static_cast<int>(ranked->moves.size()), *count.minimum);
        std::string text = variant.start().text();
        std::vector<std::pair<int, int>> moves;
        for (const Move move : ranked->moves) {
            QVERIFY2(plain.legal(text, move.from, move.to), qPrintable(QString::fromStdString(text + " " + moveText(move))));
            text = PlainRules::play(text, move.from, move.to);
            moves.emplace_back(move.from, move.to);
        }
        QCOMPARE(text, variant.goal().text());
        QVERIFY(seen.insert(moves).second);
    }
}

void FamilyTest::startAndGoal_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<QString>("start");
    QTest::addColumn<QString>("goal");
    QTest::newRow("classic:3h2") << "classic:3h2" << "BBB__RRR" << "RRR__BBB";
    QTest::newRow("strict:4x3k2") << "strict:4x3k2" << "BBBB_RRR" << "RRR_BBBB";
    QTest::newRow("classic:2x1h3k2") << "classic:2x1h3k2" << "BB___R" << "R___BB";
    QTest::newRow("dudeney:4") << "dudeney:4" << "_1234" << "_4321";
    QTest::newRow("dudeney:12") << "dudeney:12" << "_123456789abc" << "_cba987654321";
    QTest::newRow("grid:1") << "grid:1" << "BBRB_RBRR" << "RRBR_BRBB";
    QTest::newRow("grid:2") << "grid:2"
                            << "BBBRR" "BBBRR" "BB_RR" "BBRRR" "BBRRR"
                            << "RRRBB" "RRRBB" "RR_BB" "RRBBB" "RRBBB";
    QTest::newRow("row") << "row:BBR_R>RR_BB" << "BBR_R" << "RR_BB";
}

// The boards the issue describes, hole by hole (the grid row by row).
void FamilyTest::startAndGoal()
{
    QFETCH(QString, spec);
    QFETCH(QString, start);
    QFETCH(QString, goal);
    const Variant variant = Variant::parse(spec.toStdString());
    QCOMPARE(QString::fromStdString(variant.start().text()), start);
    QCOMPARE(QString::fromStdString(variant.goal().text()), goal);
    QCOMPARE(QString::fromStdString(Variant::parse(variant.spec()).spec()), QString::fromStdString(variant.spec()));
}

void FamilyTest::refusals_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<QString>("names");
    QTest::newRow("no holes") << "classic:3h0" << "\"h0\"";
    QTest::newRow("no reach") << "classic:3k0" << "\"k0\"";
    QTest::newRow("strict no reach") << "strict:4x3k0" << "\"k0\"";
    QTest::newRow("suffix order") << "classic:3k2h2" << "\"h2\"";
    QTest::newRow("suffix twice") << "classic:3h2h3" << "\"h3\"";
    QTest::newRow("suffix junk") << "classic:3hx" << "\"hx\"";
    QTest::newRow("row too long") << "classic:40h2" << "64 holes";
    QTest::newRow("different pegs") << "row:BB_R>RR_B" << "different pegs";
    QTest::newRow("different lengths") << "row:BR_>RB__" << "same length";
    QTest::newRow("no arrow") << "row:BR_BR" << "START>GOAL";
    QTest::newRow("yellow in a row") << "row:BY_>YB_" << "'Y'";
    QTest::newRow("no hole") << "row:BR>RB" << "no empty hole";
    QTest::newRow("bad option") << "row:BR_>_RB,fast" << "\"fast\"";
    QTest::newRow("bad row char") << "row:BX_>_XB" << "'X'";
    QTest::newRow("grid too large") << "grid:4" << "grid:N takes N from 1 to 3";
    QTest::newRow("grid zero") << "grid:0" << "\"0\"";
    QTest::newRow("dudeney too many") << "dudeney:13" << "1 to 12";
    QTest::newRow("dudeney zero") << "dudeney:0" << "\"0\"";
}

// Each bad spec is refused with a message naming the bad part and listing
// the accepted forms.
void FamilyTest::refusals()
{
    QFETCH(QString, spec);
    QFETCH(QString, names);
    try {
        Variant::parse(spec.toStdString());
        QFAIL("accepted");
    } catch (const InputError& error) {
        const QString message = QString::fromUtf8(error.what());
        QVERIFY2(message.contains(names), qPrintable(message));
        QVERIFY2(message.contains("row:START>GOAL") && message.contains("dudeney:N"), qPrintable(message));
    }
}

void FamilyTest::canonicalSpecs_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<QString>("canonical");
    QTest::addColumn<int>("family");
    QTest::newRow("h1k1 is the paper's") << "classic:3h1k1" << "classic:3" << int(Family::Classic);
    QTest::newRow("strict h1") << "strict:3h1" << "strict:3x3" << int(Family::Strict);
    QTest::newRow("classic NxN") << "classic:3x3h2" << "classic:3h2" << int(Family::Row);
    QTest::newRow("strict") << "strict:4h2" << "strict:4x4h2" << int(Family::Row);
    QTest::newRow("both") << "classic:6h2k2" << "classic:6h2k2" << int(Family::Row);
    QTest::newRow("row default rules") << "row:BR_BR>RB_RB,classic,k1" << "row:BR_BR>RB_RB" << int(Family::Row);
    QTest::newRow("row strict") << "row:BR_BR>RB_RB,strict,k3" << "row:BR_BR>RB_RB,strict,k3" << int(Family::Row);
    QTest::newRow("dudeney") << "dudeney:6" << "dudeney:6" << int(Family::Dudeney);
    QTest::newRow("grid") << "grid:2" << "grid:2" << int(Family::Grid);
}

// One spelling everywhere: the papers' boards keep theirs, the new ones
// have one canonical form that parses back to itself.
void FamilyTest::canonicalSpecs()
{
    QFETCH(QString, spec);
    QFETCH(QString, canonical);
    QFETCH(int, family);
    const Variant variant = Variant::parse(spec.toStdString());
    QCOMPARE(QString::fromStdString(variant.spec()), canonical);
    QCOMPARE(int(variant.family()), family);
    QVERIFY(!variant.hasNotation() || family == int(Family::Classic) || family == int(Family::Strict));
}

// A row whose goal no sequence of moves reaches: the engine says so, and the
// reference agrees (strict pegs cannot turn back).
void FamilyTest::unsolvableRows()
{
    for (const char* spec : {"row:_BR>B_R,strict", "row:R_B>_RB,strict", "row:_B>B_,strict"}) {
        const Variant variant = Variant::parse(spec);
        const Reference reference(plainRulesOf(spec), variant.start().text(), variant.goal().text());
        SearchEngine engine(variant);
        QVERIFY2(!engine.count(variant.start()).minimum, spec);
        QVERIFY2(!reference.toGoal.count(variant.start().text()), spec);
    }
}

void FamilyTest::publishedMinima_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<int>("claimed");
    // The Scratch "Leaping Frogs" table: jumps over up to two pegs.
    const int leaping[] = {5, 10, 16, 24};
    for (int n = 2; n <= 5; ++n) {
        QTest::newRow(qPrintable(QString("classic:%1k2").arg(n))) << QString("classic:%1k2").arg(n) << leaping[n - 2];
    }
    // n(n + 2H) under the strict rules with H holes.
    for (int holes = 1; holes <= 3; ++holes) {
        for (int n = 1; n <= 4 - holes / 2; ++n) {
            const QString spec = QString("strict:%1h%2").arg(n).arg(holes);
            QTest::newRow(qPrintable(spec)) << spec << n * (n + 2 * holes);
        }
    }
    // Dudeney: (n^2 + n) / 2 for even n, (n^2 + 3n) / 2 - 4 for odd n
    // (from n = 3: for one frog it would be -2).
    for (int n = 2; n <= 7; ++n) {
        QTest::newRow(qPrintable(QString("dudeney:%1").arg(n)))
            << QString("dudeney:%1").arg(n) << (n % 2 == 0 ? (n * n + n) / 2 : (n * n + 3 * n) / 2 - 4);
    }
}

// The published minima the findings report, checked here by the plain
// reference search (and so independently of the engine) on the boards it
// reaches quickly.
void FamilyTest::publishedMinima()
{
    QFETCH(QString, spec);
    QFETCH(int, claimed);
    const Variant variant = Variant::parse(spec.toStdString());
    const Reference reference(plainRulesOf(spec), variant.start().text(), variant.goal().text());
    QCOMPARE(reference.toGoal.at(variant.start().text()), claimed);
}

void FamilyTest::gridRowByRow_data()
{
    QTest::addColumn<int>("n");
    QTest::newRow("grid:1") << 1;
    QTest::newRow("grid:2") << 2;
    QTest::newRow("grid:3") << 3;
}

// The hand solution the findings compare with the minimum is a solution:
// legal under the plain rules, to the goal, in (2N + 2) N (N + 2) moves; on
// grid:1 it is optimal (the reference's minimum).
void FamilyTest::gridRowByRow()
{
    QFETCH(int, n);
    const Variant grid = Variant::grid(n);
    SearchEngine line(Variant::strict(n, n));
    const auto lineSolution = line.solution(line.variant().start(), BigInt(1));
    QVERIFY(lineSolution);
    const std::vector<Move> moves = reference::gridRowByRow(n, lineSolution->moves);
    QCOMPARE(static_cast<int>(moves.size()), (2 * n + 2) * n * (n + 2));
    const PlainRules plain{true, 1, 2 * n + 1};
    std::string text = grid.start().text();
    for (const Move move : moves) {
        QVERIFY2(plain.legal(text, move.from, move.to), qPrintable(QString::fromStdString(text + " " + moveText(move))));
        text = PlainRules::play(text, move.from, move.to);
    }
    QCOMPARE(text, grid.goal().text());
    if (n == 1) {
        const Reference reference(plain, grid.start().text(), grid.goal().text());
        QCOMPARE(reference.toGoal.at(grid.start().text()), static_cast<int>(moves.size()));
    }
}

QTEST_GUILESS_MAIN(FamilyTest)
#include "tst_family.moc"
