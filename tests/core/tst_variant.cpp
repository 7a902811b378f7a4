// Variant specs: every accepted form, and every class of bad input refused
// with a message that names the bad part.
#include "input_refusal.h"
#include "model/errors.h"
#include "model/variant.h"

#include <QTest>

using namespace leapfrog;
using namespace leapfrog::testing;

class VariantTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void good_data();
    void good();
    void bad_data();
    void bad();
    void positions_data();
    void positions();
};

void VariantTest::good_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<QString>("canonical");
    QTest::addColumn<QString>("start");
    QTest::addColumn<QString>("goal");
    QTest::addColumn<qint64>("minimum"); // -1: no proven minimum
    QTest::newRow("classic:3") << "classic:3" << "classic:3" << "BBB_RRR" << "RRR_BBB" << qint64(15);
    QTest::newRow("classic:3x3") << "classic:3x3" << "classic:3" << "BBB_RRR" << "RRR_BBB" << qint64(15);
    QTest::newRow("classic:1") << "classic:1" << "classic:1" << "B_R" << "R_B" << qint64(3);
    QTest::newRow("classic:4x1") << "classic:4x1" << "classic:4x1" << "BBBB_R" << "R_BBBB" << qint64(9);
    QTest::newRow("classic:1x3") << "classic:1x3" << "classic:1x3" << "B_RRR" << "RRR_B" << qint64(7);
    QTest::newRow("strict:2x3") << "strict:2x3" << "strict:2x3" << "BB_RRR" << "RRR_BB" << qint64(11);
    QTest::newRow("strict:3") << "strict:3" << "strict:3x3" << "BBB_RRR" << "RRR_BBB" << qint64(15);
    QTest::newRow("pairs:4") << "pairs:4" << "pairs:4" << "BBBBRRRR__" << "__RBRBRBRB" << qint64(4);
    QTest::newRow("pairs:2") << "pairs:2" << "pairs:2" << "BBRR__" << "__RBRB" << qint64(-1);
    QTest::newRow("largest") << "classic:100000x1" << "classic:100000x1" << "" << "" << qint64(200001);
}

void VariantTest::good()
{
    QFETCH(QString, spec);
    QFETCH(QString, canonical);
    QFETCH(QString, start);
    QFETCH(QString, goal);
    QFETCH(qint64, minimum);
    const Variant variant = Variant::parse(spec.toStdString());
    QCOMPARE(QString::fromStdString(variant.spec()), canonical);
    if (!start.isEmpty()) {
        QCOMPARE(QString::fromStdString(variant.start().text()), start);
        QCOMPARE(QString::fromStdString(variant.goal().text()), goal);
        QCOMPARE(variant.holeCount(), start.size());
    }
    QCOMPARE(variant.provenMinimum().value_or(-1), minimum);
    // The canonical spec names the same variant.
    QCOMPARE(Variant::parse(variant.spec()).start(), variant.start());
}

void VariantTest::bad_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<QString>("messageHas");
    QTest::newRow("unknown name") << "nonsense:3" << "unknown variant name \"nonsense\"";
    QTest::newRow("no colon") << "classic" << "expected NAME:SIZE";
    QTest::newRow("empty") << "" << "expected NAME:SIZE";
    QTest::newRow("zero") << "classic:0" << "must be at least 1";
    QTest::newRow("zero red") << "classic:3x0" << "must be at least 1";
    QTest::newRow("negative") << "classic:-2" << "negative";
    QTest::newRow("over limit") << "classic:100001" << "over the limit";
    QTest::newRow("huge") << "classic:99999999999999999999999" << "over the limit";
    QTest::newRow("junk size") << "classic:3a" << "not a whole number";
    QTest::newRow("missing size") << "classic:" << "missing size";
    QTest::newRow("missing red") << "classic:3x" << "missing size";
    QTest::newRow("three sizes") << "classic:1x2x3" << "expected N or NxM";
    QTest::newRow("pairs two sizes") << "pairs:4x4" << "one size";
    QTest::newRow("space") << "classic: 3" << "not a whole number";
    QTest::newRow("case") << "Classic:3" << "unknown variant name";
}

void VariantTest::bad()
{
    QFETCH(QString, spec);
    QFETCH(QString, messageHas);
    const std::optional<QString> refusal = refusalOf([&] { Variant::parse(spec.toStdString()); });
    QVERIFY2(refusal, "accepted a bad spec");
    QVERIFY2(refusal->contains(messageHas), qPrintable(*refusal));
    QVERIFY2(refusal->contains("accepted: classic:N"), qPrintable(*refusal));
    QVERIFY2(refusal->contains(spec), qPrintable(*refusal));
}

void VariantTest::positions_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("messageHas"); // empty: accepted
    QTest::newRow("start") << "classic:3" << "BBB_RRR" << "";
    QTest::newRow("mixed") << "classic:3" << "RBR_BRB" << "";
    QTest::newRow("short") << "classic:3" << "BB_RRR" << "has 6 holes";
    QTest::newRow("bad char") << "classic:3" << "BBB.RRR" << "bad character '.' at hole 4";
    QTest::newRow("wrong pegs") << "classic:3" << "BBBBRR_" << "has 4 'B'";
    QTest::newRow("two holes") << "classic:3" << "BB__RRR" << "has 2 '_'";
    QTest::newRow("yellow") << "classic:1" << "BY_" << "'R'";
    QTest::newRow("empty") << "classic:1" << "" << "empty position";
}

void VariantTest::positions()
{
    QFETCH(QString, spec);
    QFETCH(QString, text);
    QFETCH(QString, messageHas);
    const Variant variant = Variant::parse(spec.toStdString());
    try {
        const Position position = variant.parsePosition(text.toStdString());
        QVERIFY2(messageHas.isEmpty(), "accepted a bad position");
        QCOMPARE(QString::fromStdString(position.text()), text);
    } catch (const InputError& error) {
        QVERIFY2(!messageHas.isEmpty(), error.what());
        QVERIFY2(QString::fromUtf8(error.what()).contains(messageHas), error.what());
    }
}

QTEST_GUILESS_MAIN(VariantTest)
#include "tst_variant.moc"
