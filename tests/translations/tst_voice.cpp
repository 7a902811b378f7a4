// One voice per language, read off the translation sources
// (resources/translations/*.ts) themselves, so that a new string cannot bring
// back what was fixed:
//  - German addresses the user as "Sie" throughout (as the KDE and GNOME
//    German teams write): no du-form pronoun (du, dir, dich, dein...) and no
//    du-imperative (löse, klicke, fülle...) as a word in any translation;
//  - French says "vous" throughout in the same way: no tu, toi, ton, tes...
//    and no tu-imperative (remplis, résous...);
//  - German declines a count of moves after a preposition that takes the
//    dative ("in 15 Zügen", "mit 2 Zügen"): no "in %Ln Züge" in any plural
//    form (issue 36: "In 15 Züge gelöst");
//  - Simplified Chinese punctuates its sentences in full width: no ASCII ? or
//    !, no ASCII , . ; : right after a Chinese character, no ASCII brackets
//    round Chinese words (a menu's accelerator "(&R)" is the convention and
//    is not such a bracket);
//  - one thing, one word (issue 36, the newcomer's "Words"): the tutorial is
//    never a "tour", the verdicts are German "Bewertungen" (not "Urteile"
//    as well), the Enter key is German "Eingabetaste", the keyboard's frame
//    is no "dashed square" beside the empty hole's dashed ring, and the
//    sentences the newcomer stumbled on read as meant.
#include <QFile>
#include <QRegularExpression>
#include <QStringList>
#include <QTest>
#include <QXmlStreamReader>

#include <algorithm>

namespace {

struct Translated {
    QString source;
    QString text; // one translation, or one plural form of it
    qint64 line = 0;
};

// Every translation of a .ts file (each plural form on its own).
QList<Translated> readTranslations(const QString& language)
{
    QFile file(QStringLiteral(LEAPFROG_TRANSLATIONS "/leapfrog_%1.ts").arg(language));
    if (!file.open(QIODevice::ReadOnly)) {
        qFatal("cannot read %s", qPrintable(file.fileName()));
    }
    QList<Translated> found;
    QXmlStreamReader reader(&file);
    QString source;
    while (!reader.atEnd()) {
        reader.readNext();
        if (!reader.isStartElement()) {
            continue;
        }
        if (reader.name() == QLatin1String("source")) {
            source = reader.readElementText();
        } else if (reader.name() == QLatin1String("translation") || reader.name() == QLatin1String("numerusform")) {
            const qint64 line = reader.lineNumber();
            const QString text = reader.readElementText(QXmlStreamReader::IncludeChildElements);
            if (!text.isEmpty()) {
                found.push_back({source, text, line});
            }
        }
    }
    if (reader.hasError() || found.size() < 100) {
        qFatal("%s: %s", qPrintable(file.fileName()), qPrintable(reader.errorString()));
    }
    return found;
}

// The pronouns and possessives of "du", and the du-imperatives of the verbs
// a game's and a worksheet's words use (the Sie-form is "Lösen Sie", so none
// of these is right in it). Matched as whole words, any case.
const QStringList kDuWords{
    "du", "dir", "dich", "dein", "deine", "deinen", "deinem", "deiner", "deines", "euch", "euer", "eure",
    "löse", "klicke", "wähle", "drücke", "versuche", "probiere", "fülle", "sage", "prüfe", "decke",
    "nimm", "ziehe", "sieh", "lies", "schau", "gehe", "beginne", "starte", "finde", "schreibe", "zähle",
    "tippe", "halte", "schalte", "öffne", "speichere", "mache", "lass", "lasse", "hast", "bist", "kannst",
    "willst", "musst", "siehst", "spielst", "löst", "klickst", "wählst", "brauchst", "tausche"};
// Imperatives that are nouns when capitalised ("Spiel", "Klick"): only in
// lower case; and "gib"/"Gib", which the unit GiB must not match.
const QStringList kDuWordsLowerOnly{"spiel", "spiele", "zieh", "mach", "klick", "gib", "Gib"};

// The words of `text` without the accelerators' '&' ("Copier en te&xte").
QString plain(QString text) { return text.remove(QLatin1Char('&')); }

QStringList duForms(const QString& text)
{
    static const QRegularExpression anyCase(
        QStringLiteral("(?<![\\w-])(%1)(?![\\w-])").arg(kDuWords.join('|')),
        QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);
    static const QRegularExpression lowerOnly(QStringLiteral("(?<![\\w-])(%1)(?![\\w-])").arg(kDuWordsLowerOnly.join('|')),
                                              QRegularExpression::UseUnicodePropertiesOption);
    QStringList found;
    for (const QRegularExpression* words : {&anyCase, &lowerOnly}) {
        for (auto it = words->globalMatch(plain(text)); it.hasNext();) {
            found << it.next().captured(1);
        }
    }
    return found;
}

// The pronouns of "tu" and its imperatives in the words the game and the
// worksheet use (those that are also a third person, "compte", "joue", are
// left out: "Une solution optimale compte 15 coups" is right).
const QStringList kTuWords{"tu", "te", "toi", "ton", "ta", "tes", "remplis", "prédis", "vérifie", "essaie", "écris",
                           "échange", "résous", "clique", "choisis", "appuie", "joues", "essaye"};

QStringList tuForms(const QString& text)
{
    static const QRegularExpression words(QStringLiteral("(?<![\\w'’-])(%1)(?![\\w'’])").arg(kTuWords.join('|')),
                                          QRegularExpression::CaseInsensitiveOption
                                              | QRegularExpression::UseUnicodePropertiesOption);
    QStringList found;
    for (auto it = words.globalMatch(plain(text)); it.hasNext();) {
        found << it.next().captured(1);
    }
    return found;
}

// A count of moves in the nominative plural right after a preposition that
// takes the dative: "in %Ln Züge", "mit 3 Züge" (an accusative "um" or
// "für" takes "Züge", and is not matched).
QStringList nominativeAfterDative(const QString& text)
{
    static const QRegularExpression wrong(
        QStringLiteral("(?<![\\w-])(in|mit|nach|aus|von|bei|seit|zu)\\s+(%L?n|%\\d|\\d+)\\s+Züge(?![\\w])"),
        QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);
    QStringList found;
    for (auto it = wrong.globalMatch(text); it.hasNext();) {
        found << it.next().captured();
    }
    return found;
}

// Chinese characters (the unified ideographs and their extension A).
const QString kHan = QStringLiteral("\\x{3400}-\\x{4DBF}\\x{4E00}-\\x{9FFF}");

QStringList asciiPunctuation(const QString& text)
{
    static const QRegularExpression wrong(
        QStringLiteral("[?!]"                    // always full width in Chinese
                       "|[%1][,.;:]"             // a Chinese sentence's comma, stop, colon
                       "|\\((?=[%1])|[%1]\\)")   // brackets round Chinese words
            .arg(kHan));
    QStringList found;
    for (auto it = wrong.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        found << text.mid(std::max<qsizetype>(0, match.capturedStart() - 8), match.capturedLength() + 16);
    }
    return found;
}

// One rule of one word for one thing: in `language` ("en": the sources
// themselves), every message whose English source matches `about` (every
// message when empty) says `wanted` (when given) and never `unwanted`.
struct TermRule {
    const char* name;
    const char* language;
    const char* about;
    const char* wanted;
    const char* unwanted;
};

const TermRule kTermRules[] = {
    {"en: the tutorial, never a tour", "en", "", "", "(?i)\\btours?\\b"},
    {"en: the keyboard frame, no square beside the dashed ring", "en", "", "", "(?i)\\bsquare\\b"},
    {"en: a letter names the kind of move, the verdict judges it", "en", "(?i)letter", "", "good or bad"},
    {"en: Esc hides the hint", "en", "", "", "put it away"},
    {"en: a new language takes effect", "en", "", "", "spoken from"},
    {"en: the window stays responsive", "en", "", "", "window answers"},
    {"de: the tutorial is the Einführung", "de", "(?i)tutorial|\\btour\\b", "Einführung", "Tour"},
    {"de: no Tour at all", "de", "", "", "\\bTour"},
    {"de: the verdicts are Bewertungen", "de", "(?i)verdict|judg", "[Bb]ewert", "Urteil"},
    {"de: no Urteil at all", "de", "", "", "Urteil"},
    {"de: the Enter key is the Eingabetaste", "de", "\\bEnter\\b(?! (the number|game ID))", "Eingabetaste",
     "\\bEingabe\\b"},
    {"de: no Eingabe for the key", "de", "", "", "\\bEingabe\\b"},
    {"de: the keyboard frame is the Tastaturrahmen", "de", "keyboard frame", "Tastaturrahmen", "Quadrat"},
    {"de: the jump makes the puzzle longer (Er, der Sprung)", "de", "^It makes the puzzle", "Er macht das Rätsel", "Es macht"},
    {"de: no shortest way is left", "de", "leave no shortest way", "keinen kürzesten Weg mehr zu", ""},
    {"de: best from here is ab hier am besten", "de", "^best from here$|; best from here is", "ab hier am besten", "am besten von hier"},
    {"de: Esc hides the hint", "de", "Esc to hide it", "auszublenden", "wegzulegen"},
    {"de: Nein, danke", "de", "^No thanks$", "^Nein, danke$", ""},
    {"fr: the tutorial is the tutoriel", "fr", "(?i)tutorial|\\btour\\b", "(?i)tutoriel", "visite"},
    {"fr: the keyboard frame is the cadre du clavier", "fr", "keyboard frame", "cadre du clavier", "carré"},
    {"zh_CN: the tutorial is 教程", "zh_CN", "(?i)tutorial|\\btour\\b", "教程", "导览"},
    {"zh_CN: the keyboard frame is 键盘框", "zh_CN", "keyboard frame", "键盘框", "方框"},
};

// Where a .ts file's messages break `rule`, one line each.
QStringList broken(const TermRule& rule)
{
    const auto pattern = [](const char* text) {
        return QRegularExpression(QString::fromUtf8(text), QRegularExpression::UseUnicodePropertiesOption);
    };
    const QRegularExpression about = pattern(rule.about);
    const QRegularExpression wanted = pattern(rule.wanted);
    const QRegularExpression unwanted = pattern(rule.unwanted);
    const bool english = QLatin1String(rule.language) == QLatin1String("en");
    QStringList found;
    int concerned = 0;
    // English: the sources, read off the German file, which holds every one.
    for (const Translated& each : readTranslations(english ? QStringLiteral("de") : QString::fromLatin1(rule.language))) {
        const QString said = plain(english ? each.source : each.text);
        if (!each.source.contains(about)) {
            continue;
        }
        ++concerned;
        const bool lacks = *rule.wanted && !said.contains(wanted);
        const bool has = *rule.unwanted && said.contains(unwanted);
        if (lacks || has) {
            found << QStringLiteral("line %1: %2").arg(each.line).arg(said.left(300));
        }
    }
    found.removeDuplicates();
    if (concerned == 0) {
        found << QStringLiteral("no message is about \"%1\"").arg(QString::fromUtf8(rule.about)); // a rule of nothing
    }
    return found;
}

} // namespace

class VoiceTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // The scanners find what they are for (so that a pass means something).
    void scannersCatchWhatTheyLookFor()
    {
        QCOMPARE(duForms("Graue Kursivschrift: nicht von dir gelöst; deine Ergebnisse"), QStringList({"dir", "deine"}));
        QCOMPARE(duForms("Löse eines oder decke eines auf, spiel zuerst"), QStringList({"Löse", "decke", "spiel"}));
        QVERIFY(duForms("Lösen Sie eines, oder decken Sie eines auf. Ein Spiel; Dirigent; dieser Zug; 4 GiB").isEmpty());
        QCOMPARE(duForms("Gib einen Namen ein"), QStringList({"Gib"}));
        QCOMPARE(tuForms("Remplis le tableau à partir de tes plateaux ; joues-en quelques-uns"),
                 QStringList({"Remplis", "tes", "joues"}));
        QVERIFY(tuForms("Remplissez le tableau de vos plateaux. Copier en te&xte. Une solution compte 15 coups.").isEmpty());
        QCOMPARE(nominativeAfterDative(QStringLiteral("In %Ln Züge gelöst, mit 3 Züge")),
                 QStringList({"In %Ln Züge", "mit 3 Züge"}));
        QVERIFY(nominativeAfterDative(QStringLiteral("In %Ln Zügen gelöst; kostet %Ln Züge; um 2 Züge")).isEmpty());
        QCOMPARE(asciiPunctuation(QStringLiteral("卡住了?")).size(), 1);
        QCOMPARE(asciiPunctuation(QStringLiteral("正在检查...")).size(), 1);
        QCOMPARE(asciiPunctuation(QStringLiteral("提示(会给出)")).size(), 2);
        QVERIFY(asciiPunctuation(QStringLiteral("规则(&R)： 打开(&O)... classic:3 蓝子 (n)，%1 文件 (*.%2)")).isEmpty());
    }

    void oneTermForOneThing_data()
    {
        QTest::addColumn<int>("rule");
        for (const TermRule& rule : kTermRules) {
            QTest::newRow(rule.name) << static_cast<int>(&rule - kTermRules);
        }
    }

    void oneTermForOneThing()
    {
        QFETCH(int, rule);
        const QStringList found = broken(kTermRules[rule]);
        QVERIFY2(found.isEmpty(), qPrintable(found.join('\n')));
    }

    void germanSaysSie()
    {
        QStringList offending;
        for (const Translated& each : readTranslations(QStringLiteral("de"))) {
            const QStringList found = duForms(each.text);
            if (!found.isEmpty()) {
                offending << QStringLiteral("line %1: %2 in \"%3\"").arg(each.line).arg(found.join(", "), each.text);
            }
        }
        QVERIFY2(offending.isEmpty(), qPrintable(offending.join('\n')));
    }

    void germanCountsAfterInAreDative()
    {
        QStringList offending;
        for (const Translated& each : readTranslations(QStringLiteral("de"))) {
            const QStringList found = nominativeAfterDative(each.text);
            if (!found.isEmpty()) {
                offending << QStringLiteral("line %1: %2 in \"%3\"").arg(each.line).arg(found.join(", "), each.text);
            }
        }
        QVERIFY2(offending.isEmpty(), qPrintable(offending.join('\n')));
    }

    void frenchSaysVous()
    {
        QStringList offending;
        for (const Translated& each : readTranslations(QStringLiteral("fr"))) {
            const QStringList found = tuForms(each.text);
            if (!found.isEmpty()) {
                offending << QStringLiteral("line %1: %2 in \"%3\"").arg(each.line).arg(found.join(", "), each.text);
            }
        }
        QVERIFY2(offending.isEmpty(), qPrintable(offending.join('\n')));
    }

    void chinesePunctuatesInFullWidth()
    {
        QStringList offending;
        for (const Translated& each : readTranslations(QStringLiteral("zh_CN"))) {
            const QStringList found = asciiPunctuation(each.text);
            if (!found.isEmpty()) {
                offending << QStringLiteral("line %1: \"%2\"").arg(each.line).arg(found.join("\", \""));
            }
        }
        QVERIFY2(offending.isEmpty(), qPrintable(offending.join('\n')));
    }
};

QTEST_GUILESS_MAIN(VoiceTest)
#include "tst_voice.moc"
