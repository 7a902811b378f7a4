// Replays every file of the fuzz corpus (tests/fuzz/corpus/<entry>/) through
// its entry in the normal build: each crash or hang a fuzzer found, once its
// input is added there, stays fixed.
#include "fuzz_entries.h"

#include <QDir>
#include <QTest>

#include <functional>
#include <map>

class FuzzCorpusTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void replay_data();
    void replay();
};

namespace {

using Entry = std::function<void(const std::uint8_t*, std::size_t)>;

const std::map<QString, Entry>& entries()
{
    static const std::map<QString, Entry> byFolder{
        {"variant", leapfrog::fuzz::variantSpec},
        {"position", leapfrog::fuzz::positionText},
        {"moves", leapfrog::fuzz::moveText},
        {"notation", leapfrog::fuzz::notationWord},
        {"cli", leapfrog::fuzz::cliArguments},
        {"save", leapfrog::fuzz::saveFile},
    };
    return byFolder;
}

} // namespace

void FuzzCorpusTest::replay_data()
{
    QTest::addColumn<QString>("folder");
    QTest::addColumn<QString>("file");
    const QDir corpus(LEAPFROG_FUZZ_CORPUS);
    QVERIFY(corpus.exists());
    for (const auto& [folder, entry] : entries()) {
        const QDir dir(corpus.filePath(folder));
        const QStringList files = dir.entryList(QDir::Files);
        QVERIFY2(!files.isEmpty(), qPrintable("no corpus for " + folder));
        for (const QString& file : files) {
            QTest::newRow(qPrintable(folder + "/" + file)) << folder << dir.filePath(file);
        }
    }
}

void FuzzCorpusTest::replay()
{
    QFETCH(QString, folder);
    QFETCH(QString, file);
    QFile input(file);
    QVERIFY(input.open(QIODevice::ReadOnly));
    const QByteArray bytes = input.readAll();
    // Anything but InputError/LimitError escaping, or a crash, fails the test.
    entries().at(folder)(reinterpret_cast<const std::uint8_t*>(bytes.constData()),
                         static_cast<std::size_t>(bytes.size()));
}

QTEST_GUILESS_MAIN(FuzzCorpusTest)
#include "tst_fuzz_corpus.moc"
