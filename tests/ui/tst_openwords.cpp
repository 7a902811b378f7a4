// Issue 36, point 5: a saved game that cannot be opened is refused in the
// player's language. The save file reader says what is wrong as data
// (files/savefile.h's SaveFileProblem); the window words it
// (words/savefiletext.h). Each kind of damaged file is written here and
// opened in the real window (the path Game > Open, a file on the command
// line and Game > Recent files all take) in English, German, French and
// Chinese: the banner names the wrong value, carries none of the reader's
// English in the other languages, and the game in progress is untouched.
#include "files/savefile.h"
#include "language/language.h"
#include "play/gamemodel.h"
#include "board/banner.h"
#include "window/mainwindow.h"
#include "window_driver.h"
#include "words/texts.h"

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QLocale>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <QTest>

#include <cstdint>
#include <string>

#include <sys/stat.h>

using namespace leapfrog;
using namespace leapfrog::ui;
using namespace leapfrog::testing;

namespace {

// A saved classic:3 game with one field replaced (or none).
QByteArray savedGame(const char* field = nullptr, const QByteArray& value = {})
{
    QByteArray json = R"({"format": "leapfrog-game", "version": 1, "variant": "classic:3", "start": "BBB_RRR",
        "history": [{"kind": "move", "move": "3-4", "origin": "player"}], "cursor": 1, "solutionShown": false})";
    if (field) {
        const QByteArray key = QByteArray("\"") + field + "\": ";
        const qsizetype at = json.indexOf(key) + key.size();
        qsizetype end = at;
        for (int depth = 0; end < json.size(); ++end) {
            const char c = json[end];
            depth += (c == '[' || c == '{') ? 1 : (c == ']' || c == '}') ? -1 : 0;
            if (depth < 0 || (depth == 0 && c == ',')) {
                break;
            }
        }
        json.replace(at, end - at, value);
    }
    return json;
}

QByteArray entry(const char* kind, const char* origin)
{
    return QByteArray(R"([{"kind": ")") + kind + R"(", "move": "3-4", "origin": ")" + origin + R"("}])";
}

// The reader's English words (files/savefile.cpp), none of which a German,
// French or Chinese sentence holds.
const QStringList kEnglishWords = {
    QStringLiteral("must be"),       QStringLiteral(" has no "),     QStringLiteral("regular file"),
    QStringLiteral("newer than"),    QStringLiteral("does not exist"), QStringLiteral("unknown"),
    QStringLiteral("accepted"),      QStringLiteral("is not the start"), QStringLiteral("valid JSON"),
    QStringLiteral("history entry"), QStringLiteral("more than"),    QStringLiteral("true or false"),
    QStringLiteral("is empty"),      QStringLiteral("Leapfrog game"), QStringLiteral("bad "),
    QStringLiteral(" the "),         QStringLiteral("file "),        QStringLiteral("should"),
    QStringLiteral(" not "),
};

enum class Place { File, Folder, Pipe };

} // namespace

class OpenWordsTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void init();
    void damagedFileIsRefusedInWords_data();
    void damagedFileIsRefusedInWords();

private:
    QTemporaryDir dir_;
};

Q_DECLARE_METATYPE(Place)

void OpenWordsTest::initTestCase()
{
    useTestSettings(QStringLiteral("tst_openwords"));
    QVERIFY(dir_.isValid());
}

void OpenWordsTest::cleanupTestCase() { installLanguage(QStringLiteral("en")); }

void OpenWordsTest::init() { resetSettings(); }

void OpenWordsTest::damagedFileIsRefusedInWords_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<Place>("place");
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QStringList>("values"); // the wrong value, named back
    QByteArray tooLong = "[0";
    for (qsizetype i = 0; i < kSaveHistoryLimit; ++i) {
        tooLong += ",0";
    }
    tooLong += ']';
    QJsonParseError notJson;
    QJsonDocument::fromJson("{\"format\" \"leapfrog-game\"}", &notJson);
    struct Row {
        const char* name;
        Place place;
        QByteArray bytes;
        QStringList values;
    };
    const QList<Row> rows = {
        {"empty file", Place::File, "", {}},
        {"not JSON", Place::File, "{\"format\" \"leapfrog-game\"}", {QString::number(notJson.offset)}},
        {"wrong format", Place::File, savedGame("format", "\"chess-game\""), {QStringLiteral("chess-game")}},
        {"newer version", Place::File, savedGame("version", "99"), {QStringLiteral("99")}},
        {"version 0", Place::File, savedGame("version", "0"), {QStringLiteral("0")}},
        {"bad variant", Place::File, savedGame("variant", "\"frogs:3\""), {QStringLiteral("frogs")}},
        {"other start", Place::File, savedGame("start", "\"RRR_BBB\""), {QStringLiteral("RRR_BBB"), QStringLiteral("BBB_RRR")}},
        {"unknown origin", Place::File, savedGame("history", entry("move", "robot")), {QStringLiteral("robot")}},
        {"unknown kind", Place::File, savedGame("history", entry("jump", "player")), {QStringLiteral("jump")}},
        {"history not a list", Place::File, savedGame("history", "5"), {QStringLiteral("history")}},
        {"too long history", Place::File, savedGame("history", tooLong), {}},
        {"solutionShown not a bool", Place::File, savedGame("solutionShown", "\"yes\""), {QStringLiteral("solutionShown")}},
        {"no cursor", Place::File, savedGame().replace("\"cursor\"", "\"cursr\""), {QStringLiteral("cursor")}},
        {"move beyond the board", Place::File, savedGame("history", R"([{"kind": "move", "move": "3-9", "origin": "player"}])"),
         {QStringLiteral("3-9")}},
        {"illegal move", Place::File, savedGame("history", R"([{"kind": "move", "move": "1-2", "origin": "player"}])"),
         {QStringLiteral("1-2")}},
        {"folder", Place::Folder, {}, {}},
        {"pipe", Place::Pipe, {}, {}},
    };
    for (const char* language : {"en", "de", "fr", "zh_CN"}) {
        for (const Row& row : rows) {
            QTest::addRow("%s, %s", language, row.name)
                << QString::fromLatin1(language) << row.place << row.bytes << row.values;
        }
    }
}

void OpenWordsTest::damagedFileIsRefusedInWords()
{
    QFETCH(QString, language);
    QFETCH(Place, place);
    QFETCH(QByteArray, bytes);
    QFETCH(QStringList, values);
    installLanguage(language);
    const bool english = language == QLatin1String("en");
    QVERIFY(english || QLocale().language() != QLocale::English);

    const QString path = dir_.filePath(QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('_'))
                                       + QStringLiteral(".json"));
    switch (place) {
    case Place::File: {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        QCOMPARE(file.write(bytes), bytes.size());
        break;
    }
    case Place::Folder: QVERIFY(QDir().mkpath(path)); break;
    case Place::Pipe: QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0); break;
    }
    QString englishWhat;
    try {
        readGameFile(path);
        QFAIL("the file was read");
    } catch (const InputError& error) {
        englishWhat = QString::fromUtf8(error.what());
    }

    auto window = openWindow("classic:3", Shown::Exposed);
    clickHole(*window, 2); // peg 3 to hole 4, the only move it has
    const std::size_t before = window->model()->game().history().size();
    QCOMPARE(before, std::size_t{1});
    const std::string positionBefore = window->model()->game().position().text();

    QVERIFY(!window->openFile(path));
    const QString shown = window->banner()->detail();
    QVERIFY2(!shown.isEmpty(), qPrintable(englishWhat));
    QVERIFY(window->banner()->title().contains(QFileInfo(path).fileName()));
    for (const QString& value : values) {
        QVERIFY2(shown.contains(value), qPrintable(value + QStringLiteral(" not in: ") + shown));
    }
    if (QByteArray(QTest::currentDataTag()).endsWith("too long history")) {
        const QString count = countText(static_cast<std::uint64_t>(kSaveHistoryLimit + 1));
        QVERIFY2(shown.contains(count), qPrintable(count + QStringLiteral(" not in: ") + shown));
    }
    if (!english) {
        QVERIFY2(!shown.contains(englishWhat.section(QStringLiteral(": "), -1)), qPrintable(shown));
        for (const QString& word : kEnglishWords) {
            QVERIFY2(!shown.contains(word, Qt::CaseInsensitive), qPrintable(word + QStringLiteral(" in: ") + shown));
        }
    }
    // Nothing lost: the game in progress is the one before.
    QCOMPARE(window->model()->game().position().text(), positionBefore);
    QCOMPARE(window->model()->game().history().size(), before);
    QCOMPARE(window->model()->game().cursor(), 1);
    QVERIFY(window->model()->file().isEmpty());
}

QTEST_MAIN(OpenWordsTest)
#include "tst_openwords.moc"
