// The sentences play/ says through words/ (statustexts, hinttexts,
// analysistexts, movelisttexts, announcements, recordtexts), checked for
// facts, not for their wording: the hole named is the hole clicked, the
// move's number is the count, the reason given is the core's reason, a
// challenge is never told to press Ctrl+N (that replays it), a solve in the
// fewest moves is never told to look for a shorter way, Yancey's criteria
// are named only where his notation applies, the failing path and the
// system's words are in a record book's problem. And each sentence is still
// translated in German: a sentence moved into words/ under the wrong
// translation context would fall back to English there.
#include "language/language.h"
#include "words/analysistexts.h"
#include "words/announcements.h"
#include "words/hinttexts.h"
#include "words/illegaltext.h"
#include "words/movelisttexts.h"
#include "words/recordtexts.h"
#include "words/statustexts.h"

#include <QRegularExpression>
#include <QTest>

#include <functional>
#include <set>

using namespace leapfrog;
using namespace leapfrog::ui;

Q_DECLARE_METATYPE(std::function<QString()>)

namespace {

// Every whole number written in `text`, in order.
QList<int> numbersIn(const QString& text)
{
    QList<int> numbers;
    static const QRegularExpression digits(QStringLiteral("\\d+"));
    for (auto match = digits.globalMatch(text); match.hasNext();) {
        numbers.append(match.next().captured().toInt());
    }
    return numbers;
}

AnalysisFacts partialFacts(bool judged, bool refinable, bool notation, bool constructed)
{
    AnalysisFacts facts;
    facts.stage = AnalysisFacts::Stage::Partial;
    facts.judged = judged;
    facts.error = QStringLiteral("out of memory");
    facts.refinable = refinable;
    facts.notation = notation;
    facts.constructed = constructed;
    return facts;
}

IllegalMove noPegAt(int hole)
{
    IllegalMove why;
    why.kind = IllegalMove::Kind::NoPeg;
    why.hole = hole;
    return why;
}

} // namespace

class TestWordsRoom : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QCOMPARE(installLanguage(QStringLiteral("en")).language(), QLocale::English); }

    void emptyHoleNamesTheHole_data()
    {
        QTest::addColumn<int>("hole");
        for (int hole : {0, 1, 8, 9, 12, 99}) {
            QTest::addRow("hole %d", hole) << hole;
        }
    }
    void emptyHoleNamesTheHole()
    {
        QFETCH(int, hole);
        // Holes are counted from 1 on the screen.
        QCOMPARE(numbersIn(emptyHoleText(hole)), QList<int>{hole + 1});
    }

    void solvedAdvice_data()
    {
        QTest::addColumn<bool>("fewest");
        QTest::addColumn<bool>("challenge");
        for (bool fewest : {false, true}) {
            for (bool challenge : {false, true}) {
                QTest::addRow("fewest %d challenge %d", fewest, challenge) << fewest << challenge;
            }
        }
    }
    void solvedAdvice()
    {
        QFETCH(bool, fewest);
        QFETCH(bool, challenge);
        const QString advice = leapfrog::ui::solvedAdvice(fewest, challenge);
        // Ctrl+N would replay a challenge: the banner offers the next one.
        QCOMPARE(advice.contains(QStringLiteral("Ctrl+N")), !challenge);
        QCOMPARE(advice.contains(QStringLiteral("banner")), challenge);
        // In the fewest moves there is no shorter way to undo for.
        QCOMPARE(advice.contains(QStringLiteral("Ctrl+Z")), !fewest);
    }

    void refusalGivesTheCoresReason_data()
    {
        QTest::addColumn<int>("hole");
        for (int hole : {0, 4, 10}) {
            QTest::addRow("no peg at %d", hole) << hole;
        }
    }
    void refusalGivesTheCoresReason()
    {
        QFETCH(int, hole);
        const IllegalMove why = noPegAt(hole);
        const QString with = refusalText(hole, why);
        QVERIFY2(with.contains(illegalText(why)), qPrintable(with));
        QVERIFY2(with.startsWith(QStringLiteral("Peg %1 ").arg(hole + 1)), qPrintable(with)); // the peg, by its hole
        const QString without = refusalText(hole, std::nullopt);
        QVERIFY(!without.isEmpty());
        QVERIFY(!without.contains(illegalText(why)));
    }

    void choicesBetweenSentences()
    {
        QVERIFY(choiceText(true, false) != choiceText(false, false));
        QVERIFY(choiceText(true, true) != choiceText(false, true));
        QVERIFY(choiceText(false, true).contains(QStringLiteral("arrow keys")));
        QVERIFY(!choiceText(false, false).contains(QStringLiteral("arrow keys")));
        QVERIFY(nothingToMoveText(true) != nothingToMoveText(false));
        QVERIFY(undonePrefix(false).isEmpty());
        QVERIFY(!undonePrefix(true).isEmpty());
        QVERIFY(originSuffix(Origin::Player).isEmpty());
        QVERIFY(!originSuffix(Origin::Hint).isEmpty());
        QVERIFY(!originSuffix(Origin::Solution).isEmpty());
        QVERIFY(originSuffix(Origin::Hint) != originSuffix(Origin::Solution));
        std::set<QString> titles;
        for (MoveColumn column : {MoveColumn::Number, MoveColumn::MoveText, MoveColumn::Letter, MoveColumn::Verdict}) {
            QVERIFY(!moveColumnTitle(column).isEmpty());
            titles.insert(moveColumnTitle(column));
        }
        QCOMPARE(titles.size(), std::size_t{4});
    }

    void moveSentenceNamesTheMove_data()
    {
        QTest::addColumn<int>("count");
        QTest::addColumn<QString>("label");
        QTest::addRow("first, no label") << 1 << QString();
        QTest::addRow("seventh, labelled") << 7 << QStringLiteral("LABEL");
        QTest::addRow("twelfth, labelled") << 12 << QStringLiteral("LABEL");
    }
    void moveSentenceNamesTheMove()
    {
        QFETCH(int, count);
        QFETCH(QString, label);
        const QString described = QStringLiteral("DESCRIBED");
        const QString sentence = moveSentence(std::size_t(count), described, label, nullptr);
        QCOMPARE(numbersIn(sentence), QList<int>{count});
        QVERIFY(sentence.contains(described));
        QCOMPARE(sentence.contains(QStringLiteral("LABEL")), !label.isEmpty());
        QCOMPARE(hintStatusText(described).count(described), 1);
        QCOMPARE(hintHeading(described).count(described), 1);
        QCOMPARE(coachLine(described).count(described), 1);
    }

    void analysisNote_data()
    {
        QTest::addColumn<bool>("judged");
        QTest::addColumn<bool>("refinable");
        QTest::addColumn<bool>("notation");
        QTest::addColumn<bool>("constructed");
        for (int bits = 0; bits < 16; ++bits) {
            QTest::addRow("judged %d refinable %d notation %d constructed %d", bits & 1, (bits >> 1) & 1,
                          (bits >> 2) & 1, (bits >> 3) & 1)
                << bool(bits & 1) << bool(bits & 2) << bool(bits & 4) << bool(bits & 8);
        }
    }
    void analysisNote()
    {
        QFETCH(bool, judged);
        QFETCH(bool, refinable);
        QFETCH(bool, notation);
        QFETCH(bool, constructed);
        const AnalysisFacts facts = partialFacts(judged, refinable, notation, constructed);
        const QString note = leapfrog::ui::analysisNote(facts);
        // The failure's own words exactly when there is no judge.
        QCOMPARE(note.contains(facts.error), !judged);
        // Yancey's criteria judge only where his notation applies.
        QCOMPARE(note.contains(QStringLiteral("Yancey")), judged && notation);
        // Background search is promised only where the judge refines.
        QCOMPARE(note.contains(QStringLiteral("background")), judged && refinable);
        // The papers' construction only where it gives the solution (and
        // nothing better, exact or Yancey's, judges the moves).
        QCOMPARE(note.contains(QStringLiteral("construction")), judged && !refinable && !notation && constructed);
    }

    void analysisStages()
    {
        AnalysisFacts pending;
        AnalysisFacts solvable;
        solvable.stage = AnalysisFacts::Stage::Exact;
        solvable.judged = true;
        solvable.solvable = true;
        AnalysisFacts unsolvable = solvable;
        unsolvable.solvable = false;
        const std::set<QString> notes{leapfrog::ui::analysisNote(pending), leapfrog::ui::analysisNote(solvable),
                                      leapfrog::ui::analysisNote(unsolvable)};
        QCOMPARE(notes.size(), std::size_t{3});
    }

    void recordProblemsNameThePathAndWhy()
    {
        const QString path = QStringLiteral("/somewhere/records.json");
        const QString why = QStringLiteral("disk full");
        for (const QString& text : {recordsUnreadableText(path, why), recordsDamagedKeptText(path, why),
                                    recordsSetAsideText(why, path), recordsUnwritableText(path, why)}) {
            QVERIFY2(text.contains(path) && text.contains(why), qPrintable(text));
        }
    }

    // Each moved sentence keeps its finished German translation: said in
    // German, it is not the English sentence (a wrong context would fall back).
    void stillTranslated_data()
    {
        QTest::addColumn<std::function<QString()>>("say");
        const QString x = QStringLiteral("X");
        QTest::addRow("hint status") << std::function<QString()>([x] { return hintStatusText(x); });
        QTest::addRow("hint out of time") << std::function<QString()>(hintOutOfTimeText);
        QTest::addRow("hint searching") << std::function<QString()>(hintSearchingText);
        QTest::addRow("hint unreachable") << std::function<QString()>(hintUnreachableText);
        QTest::addRow("hint from search") << std::function<QString()>(hintFromSearchReason);
        QTest::addRow("already solved") << std::function<QString()>(alreadySolvedText);
        QTest::addRow("choice cancelled") << std::function<QString()>(choiceCancelledText);
        QTest::addRow("pair shifted") << std::function<QString()>(pairShiftedText);
        QTest::addRow("stuck") << std::function<QString()>(stuckText);
        QTest::addRow("empty hole") << std::function<QString()>([] { return emptyHoleText(3); });
        QTest::addRow("refusal") << std::function<QString()>([] { return refusalText(2, std::nullopt); });
        QTest::addRow("choice") << std::function<QString()>([] { return choiceText(true, false); });
        QTest::addRow("choice by keys") << std::function<QString()>([] { return choiceText(false, true); });
        QTest::addRow("solved advice") << std::function<QString()>([] { return leapfrog::ui::solvedAdvice(false, true); });
        QTest::addRow("analysis pending") << std::function<QString()>([] { return leapfrog::ui::analysisNote({}); });
        QTest::addRow("analysis partial") << std::function<QString()>(
            [] { return leapfrog::ui::analysisNote(partialFacts(true, true, true, false)); });
        QTest::addRow("solved, nothing to show") << std::function<QString()>(solvedNothingToShowText);
        QTest::addRow("stuck, undo first") << std::function<QString()>(stuckUndoFirstText);
        QTest::addRow("unsolvable") << std::function<QString()>(unsolvableSentence);
        QTest::addRow("column") << std::function<QString()>([] { return moveColumnTitle(MoveColumn::Verdict); });
        QTest::addRow("letter tip") << std::function<QString()>(letterColumnTip);
        QTest::addRow("hinted move") << std::function<QString()>([] { return originSuffix(Origin::Hint); });
        QTest::addRow("move undone") << std::function<QString()>([] { return undonePrefix(true); });
        QTest::addRow("records unwritable") << std::function<QString()>([x] { return recordsUnwritableText(x, x); });
        QTest::addRow("records set aside") << std::function<QString()>([x] { return recordsSetAsideText(x, x); });
    }
    void stillTranslated()
    {
        QFETCH(std::function<QString()>, say);
        installLanguage(QStringLiteral("en"));
        const QString english = say();
        installLanguage(QStringLiteral("de"));
        const QString german = say();
        installLanguage(QStringLiteral("en"));
        QVERIFY2(german != english, qPrintable(english));
    }
};

QTEST_GUILESS_MAIN(TestWordsRoom)
#include "tst_wordsroom.moc"
