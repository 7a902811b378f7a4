// The window's reasons for an illegal move (words/illegaltext.h) say in
// English exactly what the core's illegalReason says, letter for letter,
// with English plurals from the English numerus translation the window
// installs: for every (from, to) pair of holes and a few off the board,
// from every reachable position (the tests' own search,
// core/reference_graph.h) of a table of boards covering every rule family.
// A reason is given exactly when the move is not among the rules' legal
// moves. The last test fails if some kind of reason, or some colour or
// direction sentence of one, was never said.
#include "core/reference_graph.h"
#include "words/illegaltext.h"
#include "language/language.h"

#include <QTest>

#include <algorithm>
#include <set>

using namespace leapfrog;

namespace {

std::set<std::string>& reached()
{
    static std::set<std::string> forms;
    return forms;
}

std::string colourName(Cell colour) { return colour == Cell::Blue ? "blue" : colour == Cell::Red ? "red" : "other"; }

std::string directionName(IllegalMove::Direction direction)
{
    switch (direction) {
    case IllegalMove::Direction::Left: return "left";
    case IllegalMove::Direction::Right: return "right";
    case IllegalMove::Direction::Up: return "up";
    case IllegalMove::Direction::Down: return "down";
    }
    return "?";
}

// The sentence of illegaltext.cpp a reason is said with.
std::string formOf(const IllegalMove& why)
{
    using Kind = IllegalMove::Kind;
    switch (why.kind) {
    case Kind::HoleOffBoard: return "hole-off-board";
    case Kind::PairOffBoard: return "pair-off-board";
    case Kind::PairNotTwoPegs: return "pair-not-two-pegs";
    case Kind::PairNotTwoEmpty: return "pair-not-two-empty";
    case Kind::NoPeg: return "no-peg";
    case Kind::NotEmpty: return "not-empty";
    case Kind::OutOfReach: return why.count == 1 ? "out-of-reach one" : "out-of-reach many";
    case Kind::JumpOverEmpty: return "jump-over-empty";
    case Kind::LongJumpOverEmpty: return "long-jump-over-empty";
    case Kind::WrongWay: return "wrong-way " + colourName(why.colour);
    case Kind::SameColourHop: return "same-colour-hop";
    case Kind::SameColourInRun: return "same-colour-in-run " + colourName(why.colour);
    case Kind::GridWrongWay: return "grid-wrong-way " + colourName(why.colour) + " " + directionName(why.wrongWay);
    case Kind::GridSameColourHop: return "grid-same-colour-hop";
    }
    return "?";
}

// Every sentence: each kind, each colour of the strict rules (blue and red:
// no strict board holds yellow), each way the grid refuses for each colour.
std::set<std::string> expectedForms()
{
    return {"hole-off-board", "pair-off-board", "pair-not-two-pegs", "pair-not-two-empty", "no-peg", "not-empty",
            "out-of-reach one", "out-of-reach many", "jump-over-empty", "long-jump-over-empty", "wrong-way blue",
            "wrong-way red", "same-colour-hop", "same-colour-in-run blue", "same-colour-in-run red",
            "grid-wrong-way blue left", "grid-wrong-way blue up", "grid-wrong-way red right",
            "grid-wrong-way red down", "grid-same-colour-hop"};
}

// Every hole pair, and moves from or to a hole off the board.
std::vector<Move> candidateMoves(int holes)
{
    std::vector<Move> moves{{-1, 0}, {0, -1}, {holes, 0}, {0, holes}, {holes - 1, holes + 3}};
    for (int from = 0; from < holes; ++from) {
        for (int to = 0; to < holes; ++to) {
            moves.push_back({from, to});
        }
    }
    return moves;
}

} // namespace

class IllegalTextTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // As the window speaks English: its numerus translation installed.
    void initTestCase() { QCOMPARE(ui::installLanguage(QStringLiteral("en")).language(), QLocale::English); }

    void englishIsTheRulesWords_data()
    {
        QTest::addColumn<QString>("spec");
        // Classic and strict rows, pairs, the strict grid, long rows under
        // both rules, a row with two empty holes, a tree of three colours, a
        // branch.
        for (const char* spec : {"classic:3", "strict:2x3", "pairs:3", "grid:1", "classic:3k2",
                                 "row:BB__RR>RR__BB,strict,k2", "row:BB__RR>RR__BB", "y:2", "branch:4,1,1,1"}) {
            QTest::newRow(spec) << spec;
        }
    }

    void englishIsTheRulesWords()
    {
        QFETCH(QString, spec);
        const Variant variant = Variant::parse(spec.toStdString());
        const Board& board = variant.board();
        const reference::Graph graph = reference::build(variant);
        const std::vector<int> arrival = graph.distancesFrom(graph.index(variant.start()));
        const std::vector<Move> moves = candidateMoves(board.holeCount());
        std::uint64_t refused = 0;
        for (std::size_t p = 0; p < graph.positions.size(); ++p) {
            if (arrival[p] < 0) {
                continue;
            }
            const Position& position = graph.positions[p];
            const auto& legal = graph.successors[p];
            for (const Move move : moves) {
                const auto why = whyIllegal(board, variant.rules(), position, move);
                const auto words = illegalReason(board, variant.rules(), position, move);
                const bool isLegalHere = std::any_of(legal.begin(), legal.end(), [&](const auto& successor) {
                    return successor.first == move;
                });
                const QString where = QStringLiteral("%1 at %2, move %3 to %4")
                                          .arg(spec, QString::fromStdString(position.text()))
                                          .arg(move.from + 1)
                                          .arg(move.to + 1);
                QVERIFY2(why.has_value() == !isLegalHere, qPrintable(where + QStringLiteral(": legality")));
                QVERIFY2(words.has_value() == why.has_value(), qPrintable(where + QStringLiteral(": words")));
                if (!why) {
                    continue;
                }
                const QString window = ui::illegalText(*why);
                const QString core = QString::fromStdString(*words);
                QVERIFY2(window == core, qPrintable(QStringLiteral("%1:\n  window: %2\n  core:   %3").arg(where, window, core)));
                reached().insert(formOf(*why));
                ++refused;
            }
        }
        QVERIFY(refused > 0);
        qInfo("%s: %llu illegal moves said alike", qPrintable(spec), static_cast<unsigned long long>(refused));
    }

    // Run after the table (Qt runs the tests in this order).
    void everySentenceReached()
    {
        QStringList missing;
        for (const std::string& form : expectedForms()) {
            if (!reached().count(form)) {
                missing << QString::fromStdString(form);
            }
        }
        QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("never said: ") + missing.join(QStringLiteral(", "))));
    }
};

QTEST_GUILESS_MAIN(IllegalTextTest)
#include "tst_illegaltext.moc"
