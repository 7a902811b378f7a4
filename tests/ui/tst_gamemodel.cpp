// The game model's analysis: the judge builds its exact table in the engine
// the hints and the solution player share (one table per board, not two), and
// leaving a board mid-build cancels that build instead of waiting for it.
#include "gamemodel.h"
#include "search/engine.h"

#include <QTest>

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
    QVERIFY(model.search()->engine()->hasTable());
    QCOMPARE(model.minimum(), model.search()->engine()->distance(model.variant().start()));
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
    QVERIFY(!abandoned->engine()->hasTable());
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

QTEST_MAIN(TestGameModel)
#include "tst_gamemodel.moc"
