// The timeline: the position after k moves equals replaying k moves, for
// every k, whatever the stride the memory budget forces.
#include "construct/constructions.h"
#include "model/rules.h"
#include "model/timeline.h"

#include <QTest>

using namespace leapfrog;

class TimelineTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void everyMove_data();
    void everyMove();
    void randomOrder();
};

void TimelineTest::everyMove_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<int>("budget"); // bytes for checkpoints
    QTest::newRow("classic:30 roomy") << "classic:30" << (1 << 20);
    QTest::newRow("classic:30 tight") << "classic:30" << 200;
    QTest::newRow("classic:12x40 tight") << "classic:12x40" << 500;
    QTest::newRow("classic:40x1") << "classic:40x1" << 300;
    QTest::newRow("pairs:40") << "pairs:40" << 100;
}

void TimelineTest::everyMove()
{
    QFETCH(QString, spec);
    QFETCH(int, budget);
    const Variant variant = Variant::parse(spec.toStdString());
    std::shared_ptr<const Solution> solution = formulaSolution(variant, std::nullopt).solution;
    Timeline timeline(variant, solution, static_cast<std::size_t>(budget));
    QVERIFY(timeline.stride() >= 64);
    Position replayed = variant.start();
    for (std::uint64_t k = 0; k <= solution->length(); ++k) {
        QCOMPARE(timeline.positionAt(k), replayed);
        if (k < solution->length()) {
            replayed = applyMove(variant.rules(), replayed, solution->moveAt(k));
        }
    }
    QVERIFY(variant.isGoal(timeline.positionAt(solution->length())));
}

// Jumping around (end first, then back and forth) gives the same positions.
void TimelineTest::randomOrder()
{
    const Variant variant = Variant::classic(20, 20);
    std::shared_ptr<const Solution> solution = formulaSolution(variant, BigInt(2)).solution;
    Timeline jumping(variant, solution, 300);
    Timeline walking(variant, solution);
    const std::uint64_t end = solution->length();
    for (const std::uint64_t k : {end, std::uint64_t{0}, end / 2, end - 1, std::uint64_t{1}, end / 3, end}) {
        QCOMPARE(jumping.positionAt(k), walking.positionAt(k));
    }
}

QTEST_GUILESS_MAIN(TimelineTest)
#include "tst_timeline.moc"
