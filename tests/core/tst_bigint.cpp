// BigInt against values computed another way: 64-bit arithmetic where it
// fits, the known expansion of 2^200, and the size and leading digits of
// F(10002) from phi^n / sqrt 5.
#include "model/bigint.h"
#include "model/errors.h"

#include <QTest>

using namespace leapfrog;

class BigIntTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void matches64Bit_data();
    void matches64Bit();
    void powersOfTwo();
    void fibonacciDigits();
    void badText_data();
    void badText();
};

void BigIntTest::matches64Bit_data()
{
    QTest::addColumn<quint64>("a");
    QTest::addColumn<quint64>("b");
    QTest::newRow("small") << quint64(2) << quint64(3);
    QTest::newRow("zero") << quint64(0) << quint64(0);
    QTest::newRow("carry") << quint64(0xffffffffu) << quint64(1);
    QTest::newRow("wide") << quint64(0x7fffffffffffffffull) << quint64(0x123456789abcdefull);
}

void BigIntTest::matches64Bit()
{
    QFETCH(quint64, a);
    QFETCH(quint64, b);
    const BigInt sum = BigInt(a) + BigInt(b);
    QCOMPARE(sum.toString(), std::to_string(a + b));
    QVERIFY(sum.fitsUint64());
    QCOMPARE(sum.toUint64(), a + b);
    QCOMPARE((sum - BigInt(b)).toUint64(), a);
    QCOMPARE(BigInt::fromString(std::to_string(a)), BigInt(a));
    QCOMPARE(BigInt(a) < BigInt(b), a < b);
    BigInt product(a % 1000000);
    product *= 4000000000u;
    QCOMPARE(product.toString(), std::to_string((a % 1000000) * 4000000000ull));
    BigInt quotient(a);
    QCOMPARE(quotient.divideBy(7u), static_cast<std::uint32_t>(a % 7));
    QCOMPARE(quotient.toUint64(), a / 7);
}

// 2^200 by doubling, against its known decimal expansion's properties: the
// digits of 2^k round-trip, and halving 200 times gets back to 1.
void BigIntTest::powersOfTwo()
{
    BigInt power(1);
    for (int k = 0; k < 200; ++k) {
        power += power;
    }
    QCOMPARE(power.toString(), std::string("1606938044258990275541962092341162602522202993782792835301376"));
    QCOMPARE(BigInt::fromString(power.toString()), power);
    QVERIFY(!power.fitsUint64());
    for (int k = 0; k < 200; ++k) {
        QCOMPARE(power.divideBy(2u), 0u);
    }
    QCOMPARE(power, BigInt(1));
}

// F(10002) has 2090 digits (issue 3; log10(phi) * 10002 - log10(sqrt 5)).
void BigIntTest::fibonacciDigits()
{
    BigInt previous(0);
    BigInt current(1);
    for (int n = 1; n < 10002; ++n) {
        BigInt next = previous + current;
        previous = std::move(current);
        current = std::move(next);
    }
    QCOMPARE(current.toString().size(), std::size_t{2090});
    // phi^10002 / sqrt 5 = 8.808... x 10^2089
    QCOMPARE(current.toString().substr(0, 3), std::string("880"));
}

void BigIntTest::badText_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("empty") << "";
    QTest::newRow("sign") << "-3";
    QTest::newRow("letters") << "12a";
}

void BigIntTest::badText()
{
    QFETCH(QString, text);
    QVERIFY_THROWS_EXCEPTION(InputError, BigInt::fromString(text.toStdString()));
}

QTEST_GUILESS_MAIN(BigIntTest)
#include "tst_bigint.moc"
