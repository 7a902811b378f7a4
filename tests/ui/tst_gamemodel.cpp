// The game model's analysis: the judge builds its exact table in the engine
// the hints and the solution player share (one table per board, not two), and
// leaving a board mid-build cancels that build instead of waiting for it.
#include "analysis/category.h"
#include "catalog/solve.h"
#include "core/verdict_text.h"
#include "model/rules.h"
#include "play/gamemodel.h"
#include "search/engine.h"

#include <QTest>

#include <algorithm>
#include <random>

using namespace leapfrog;
using leapfrog::ui::Analysis;
using leapfrog::ui::GameModel;

class TestGameModel : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void judgeUsesTheSharedEngine_data();
    void judgeUsesTheSharedEngine();
    void leavingABoardCancelsItsAnalysis();
    void aCancelledAnalysisLeavesTheNewBoardJudged();
    void searchJudgesBeyondTheTables();
    void undoKeepsWhatARebuildWouldShow_data();
    void undoKeepsWhatARebuildWouldShow();
};

void TestGameModel::judgeUsesTheSharedEngine_data()
{
    QTest::addColumn<QString>("spec");
    QTest::newRow("classic:3") << "classic:3";
    QTest::newRow("strict:3x2") << "strict:3x2";
    QTest::newRow("pairs:5") << "pairs:5";
    QTest::newRow("y:2") << "y:2";
}

void TestGameModel::judgeUsesTheSharedEngine()
{
    QFETCH(QString, spec);
    GameModel model;
    model.newGame(Variant::parse(spec.toStdString()));
    QTRY_VERIFY(model.analysis() != Analysis::Pending);
    QCOMPARE(model.analysis(), Analysis::Exact);
    // The judge's table is the one the hints and the player ask.
    QVERIFY(model.search()->hasTable());
    const auto finish = model.search()->finish(model.variant().start(), BigInt(1));
    QVERIFY(finish);
    QCOMPARE(model.minimum(), std::optional<int>(static_cast<int>(finish->moves.size())));
}

void TestGameModel::leavingABoardCancelsItsAnalysis()
{
    GameModel model;
    // classic:11's table (16,224,936 positions) takes a second or more to build.
    model.newGame(Variant::classic(11, 11));
    const std::shared_ptr<const ExactSearch> abandoned = model.search();
    model.newGame(Variant::classic(3, 3));
    // The abandoned analysis lets go of its engine once it has stopped...
    QTRY_VERIFY_WITH_TIMEOUT(abandoned.use_count() == 1, 20'000);
    // ...without having finished the table nobody wants any more.
    QVERIFY(!abandoned->hasTable());
}

void TestGameModel::aCancelledAnalysisLeavesTheNewBoardJudged()
{
    GameModel model;
    model.newGame(Variant::classic(11, 11));
    model.newGame(Variant::classic(4, 2));
    QTRY_VERIFY(model.analysis() != Analysis::Pending);
    QCOMPARE(model.analysis(), Analysis::Exact);
    QCOMPARE(model.minimum(), std::optional<int>(4 * 2 + 4 + 2));
}

void TestGameModel::undoKeepsWhatARebuildWouldShow_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<uint>("seed");
    for (const char* spec : {"classic:4", "strict:4x3", "pairs:5", "y:2", "classic:30"}) {
        for (const uint seed : {1u, 2u}) {
            QTest::addRow("%s, seed %u", spec, seed) << spec << seed;
        }
    }
}

namespace {

// What the window shows of `model` equals what a model that loads the same
// game from scratch shows.
void compareWithFreshLoad(const GameModel& model)
{
    GameModel fresh;
    fresh.loadGame({model.game(), false});
    // Both done: the analysis, and any judging by search in the background.
    QVERIFY(QTest::qWaitFor(
        [&] { return fresh.analysis() != Analysis::Pending && !fresh.refining() && !model.refining(); }, 30'000));
    QCOMPARE(model.records().size(), fresh.records().size());
    for (std::size_t i = 0; i < model.records().size(); ++i) {
        QVERIFY(model.records()[i].move == fresh.records()[i].move);
        QVERIFY(model.records()[i].origin == fresh.records()[i].origin);
        QVERIFY(model.records()[i].category == fresh.records()[i].category);
        QVERIFY(model.records()[i].letter == fresh.records()[i].letter);
        const Verdict* verdict = model.verdictAt(i);
        QCOMPARE(verdict != nullptr, fresh.verdictAt(i) != nullptr);
        if (verdict) {
            QCOMPARE(*verdict, *fresh.verdictAt(i));
        }
    }
    QVERIFY(model.positionBeforeLast() == fresh.positionBeforeLast());
    QCOMPARE(model.minimum(), fresh.minimum());
    QVERIFY(model.bestMoves() == fresh.bestMoves());
}

} // namespace

// Undo drops the last record instead of rebuilding them all; a random game
// (proper and improper moves, a restart among them) undone step by step
// must show exactly what a model that loads the same game shows.
void TestGameModel::undoKeepsWhatARebuildWouldShow()
{
    QFETCH(QString, spec);
    QFETCH(uint, seed);
    GameModel model;
    model.newGame(Variant::parse(spec.toStdString()));
    QTRY_VERIFY(model.analysis() != Analysis::Pending);
    std::mt19937 random(seed);
    for (int played = 0; played < 14; ++played) {
        if (played == 5) {
            model.restart();
        }
        const std::vector<Move> legal = model.legalMoves();
        if (legal.empty()) {
            break;
        }
        model.play(legal[random() % legal.size()], played % 4 == 3 ? Origin::Hint : Origin::Player);
    }
    // Undo step by step; now and then a new move on top of what is left (it
    // must follow the records as they now are) and its undo.
    for (int undone = 0; model.undo(); ++undone) {
        compareWithFreshLoad(model);
        const std::vector<Move> legal = model.legalMoves();
        if (undone % 3 == 1 && !legal.empty()) {
            model.play(legal[random() % legal.size()]);
            compareWithFreshLoad(model);
            model.undo();
        }
        if (QTest::currentTestFailed()) {
            return;
        }
    }
}

// classic:12 (67,603,900 positions) is beyond the Judge's tables: on the
// optimal path Yancey's criteria judge at once; a slip's cost and the moves
// after it come from the search engine in the background, and agree with
// the engine's distances before and after each move.
void TestGameModel::searchJudgesBeyondTheTables()
{
    const Variant variant = Variant::classic(12, 12);
    GameModel model;
    model.newGame(variant);
    QTRY_VERIFY(model.analysis() != Analysis::Pending);
    QCOMPARE(model.analysis(), Analysis::Partial);
    QVERIFY(model.analysisNote().contains("exact search judges each move in the background"));
    std::vector<Move> line = solveVariant(variant, Method::Formula).solution->moves();
    line.resize(10);
    for (const Move move : line) {
        model.play(move);
    }
    // A jump over the own colour, then a move after it (off the optimal path).
    const std::vector<Move> legal = model.legalMoves();
    const auto homo = std::find_if(legal.begin(), legal.end(), [&](Move move) {
        return categorize(variant, model.position(), move) == Category::HomoJump;
    });
    QVERIFY(homo != legal.end());
    model.play(*homo);
    QVERIFY(model.verdictAt(10)->basis != Basis::Exact); // the criteria first
    model.play(model.legalMoves().front());
    QTRY_VERIFY_WITH_TIMEOUT(model.verdictAt(10)->basis == Basis::Exact && model.verdictAt(11)->basis == Basis::Exact,
                             30'000);
    SearchEngine reference(variant);
    Position position = variant.start();
    for (std::size_t i = 0; i < 12; ++i) {
        const Move move = model.records()[i].move;
        const Position after = applyMove(variant.rules(), position, move);
        if (i >= 10) {
            const int cost = *reference.distance(after) + 1 - *reference.distance(position);
            QCOMPARE(model.verdictAt(i)->cost, std::optional<int>(cost));
        }
        position = after;
    }
    QVERIFY(!model.verdictAt(10)->proper);
    QVERIFY(*model.verdictAt(10)->cost > 0);
    // Undo keeps what was judged, and a new move after it is judged too.
    QVERIFY(model.undo());
    QVERIFY(model.verdictAt(10)->basis == Basis::Exact);
    model.play(model.legalMoves().back());
    QTRY_VERIFY_WITH_TIMEOUT(model.verdictAt(11)->basis == Basis::Exact, 30'000);
}

QTEST_MAIN(TestGameModel)
#include "tst_gamemodel.moc"
