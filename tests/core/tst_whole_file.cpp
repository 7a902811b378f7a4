// The one writer (files/whole_file.h), driven through a file system that
// fails at each step in turn: the temporary file's creation, a write that
// fails part way, the last flush, the fsync, the close, the rename; a real
// full disk and a real read-only folder (where the test may mount them). After
// each failure the old file is byte for byte as it was, no temporary file is
// left beside it, and the caller was told the step and why.
#include "core/full_disk.h"
#include "files/whole_file.h"
#include "files/whole_file_device.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <cerrno>

#include <sys/stat.h>

namespace {

using leapfrog::FileCalls;
using leapfrog::FileCallsOverride;
using leapfrog::TargetLinks;
using leapfrog::WholeFileWriter;
using leapfrog::WriteCause;
using leapfrog::WriteFailure;
using leapfrog::WriteStep;

// Fails one step with one errno; a failing write first writes half of what
// it was given, as a disk that fills part way does.
class FaultyCalls : public FileCalls {
public:
    FaultyCalls(WriteStep step, int error)
        : step_(step)
        , error_(error)
    {
    }
    int create(const std::string& path, mode_t mode) override
    {
        return step_ == WriteStep::Create ? failed() : FileCalls::create(path, mode);
    }
    ssize_t write(int fd, const std::byte* data, std::size_t size, WriteStep step) override
    {
        ++writes_;
        if (step != step_) {
            return FileCalls::write(fd, data, size, step);
        }
        if (!halfWritten_ && size > 1) {
            halfWritten_ = true;
            return FileCalls::write(fd, data, size / 2, step); // part way, then the failure
        }
        return failed();
    }
    int sync(int fd) override { return step_ == WriteStep::Sync ? failed() : FileCalls::sync(fd); }
    int close(int fd) override
    {
        const int closed = FileCalls::close(fd); // the descriptor is gone either way, as close(2) leaves it
        return step_ == WriteStep::Close && !closeFailed_++ ? failed() : closed;
    }
    int rename(const std::string& from, const std::string& to) override
    {
        return step_ == WriteStep::Rename ? failed() : FileCalls::rename(from, to);
    }
    int writes() const { return writes_; }

private:
    int failed() const
    {
        errno = error_;
        return -1;
    }
    WriteStep step_;
    int error_;
    int writes_ = 0;
    bool halfWritten_ = false;
    int closeFailed_ = 0;
};

QByteArray contentOf(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("(unreadable)");
}

void put(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(bytes), bytes.size());
}

// Bytes no one would mistake for another's: each position its own value.
QByteArray payload(int size)
{
    QByteArray bytes(size, '\0');
    for (int i = 0; i < size; ++i) {
        bytes[i] = static_cast<char>('a' + (i * 7 + i / 26) % 26);
    }
    return bytes;
}

std::span<const std::byte> asBytes(const QByteArray& bytes)
{
    return std::as_bytes(std::span(bytes.data(), static_cast<std::size_t>(bytes.size())));
}

} // namespace

Q_DECLARE_METATYPE(WriteStep)
Q_DECLARE_METATYPE(WriteCause)

class WholeFileTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void writesTheBytes_data();
    void writesTheBytes();
    void keepsTheOldFileAtEveryFailingStep_data();
    void keepsTheOldFileAtEveryFailingStep();
    void aFileNotThereStaysAbsent();
    void giveUpLeavesTheOldFile();
    void replacesThroughALink();
    void refusesALinkWhenAsked();
    void keepsTheFilesPermissions();
    void refusesAFolder();
    void realFullDisk();
    void realReadOnlyFolder();
    void theDeviceSaysWhy();
};

void WholeFileTest::writesTheBytes_data()
{
    QTest::addColumn<int>("size");
    QTest::newRow("empty") << 0;
    QTest::newRow("small") << 100;
    QTest::newRow("one buffer") << 64 * 1024;
    QTest::newRow("several buffers") << 300'001;
}

void WholeFileTest::writesTheBytes()
{
    QFETCH(int, size);
    QTemporaryDir dir;
    const QString target = dir.filePath("file.bin");
    put(target, "the old bytes");
    const QByteArray bytes = payload(size);
    WholeFileWriter writer(target.toStdString());
    QVERIFY(writer.open());
    // In uneven pieces, so both the buffer and the writes past it are used.
    for (int done = 0; done < size;) {
        const int piece = std::min(size - done, 1 + done % 70'000);
        QVERIFY(writer.write(asBytes(bytes.mid(done, piece))));
        done += piece;
    }
    QVERIFY(writer.commit());
    QCOMPARE(contentOf(target), bytes);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{"file.bin"});
}

void WholeFileTest::keepsTheOldFileAtEveryFailingStep_data()
{
    QTest::addColumn<WriteStep>("step");
    QTest::addColumn<int>("error");
    QTest::addColumn<int>("size");
    QTest::addColumn<WriteCause>("cause");
    QTest::newRow("create: permission") << WriteStep::Create << EACCES << 100 << WriteCause::NoPermission;
    QTest::newRow("create: read-only") << WriteStep::Create << EROFS << 100 << WriteCause::ReadOnly;
    QTest::newRow("create: no inode left") << WriteStep::Create << ENOSPC << 100 << WriteCause::DiskFull;
    QTest::newRow("write part way: disk full") << WriteStep::Write << ENOSPC << 300'000 << WriteCause::DiskFull;
    QTest::newRow("write part way: quota") << WriteStep::Write << EDQUOT << 300'000 << WriteCause::DiskFull;
    QTest::newRow("write: i/o error") << WriteStep::Write << EIO << 300'000 << WriteCause::Other;
    QTest::newRow("flush: disk full") << WriteStep::Flush << ENOSPC << 100 << WriteCause::DiskFull;
    QTest::newRow("fsync: i/o error") << WriteStep::Sync << EIO << 100 << WriteCause::Other;
    QTest::newRow("fsync: disk full") << WriteStep::Sync << ENOSPC << 100 << WriteCause::DiskFull;
    QTest::newRow("close: disk full (NFS)") << WriteStep::Close << ENOSPC << 100 << WriteCause::DiskFull;
    QTest::newRow("rename: permission") << WriteStep::Rename << EACCES << 100 << WriteCause::NoPermission;
    QTest::newRow("rename: read-only") << WriteStep::Rename << EROFS << 100 << WriteCause::ReadOnly;
}

void WholeFileTest::keepsTheOldFileAtEveryFailingStep()
{
    QFETCH(WriteStep, step);
    QFETCH(int, error);
    QFETCH(int, size);
    QFETCH(WriteCause, cause);
    QTemporaryDir dir;
    const QString target = dir.filePath("records.json");
    const QByteArray old = payload(5000).toUpper();
    put(target, old);
    FaultyCalls faulty(step, error);
    const FileCallsOverride seam(faulty);
    const std::optional<WriteFailure> failure = leapfrog::writeWholeFile(target.toStdString(), asBytes(payload(size)));
    QVERIFY2(failure.has_value(), "the caller was told nothing");
    QCOMPARE(failure->step, step);
    QCOMPARE(failure->error, error);
    QCOMPARE(failure->cause(), cause);
    QCOMPARE(QString::fromStdString(failure->target), target);
    QVERIFY(QString::fromStdString(failure->message()).startsWith("cannot write " + target + ": "));
    QCOMPARE(contentOf(target), old);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{"records.json"});
    if (step == WriteStep::Write) {
        QVERIFY(faulty.writes() >= 2); // it did fail part way, not at the first byte
    }
}

void WholeFileTest::aFileNotThereStaysAbsent()
{
    QTemporaryDir dir;
    const QString target = dir.filePath("new.json");
    FaultyCalls faulty(WriteStep::Flush, ENOSPC);
    const FileCallsOverride seam(faulty);
    QVERIFY(leapfrog::writeWholeFile(target.toStdString(), asBytes(payload(10))).has_value());
    QVERIFY(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).isEmpty());
}

void WholeFileTest::giveUpLeavesTheOldFile()
{
    QTemporaryDir dir;
    const QString target = dir.filePath("table.distances");
    put(target, "old");
    {
        WholeFileWriter writer(target.toStdString());
        QVERIFY(writer.open());
        QVERIFY(writer.write(asBytes(payload(200'000))));
        QVERIFY(QFileInfo::exists(QString::fromStdString(writer.temporaryPath())));
    } // cancelled: destroyed uncommitted
    QCOMPARE(contentOf(target), QByteArray("old"));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{"table.distances"});
}

void WholeFileTest::replacesThroughALink()
{
    QTemporaryDir dir;
    const QString real = dir.filePath("real.json");
    put(real, "old");
    QVERIFY(QFile::link(real, dir.filePath("link.json")));
    QVERIFY(!leapfrog::writeWholeFile(dir.filePath("link.json").toStdString(), asBytes("new")));
    QCOMPARE(contentOf(real), QByteArray("new"));
    QVERIFY(QFileInfo(dir.filePath("link.json")).isSymLink());
}

// A checkpoint's writer refuses a planted link: the file it names keeps its
// bytes, the link stays a link, and the failure says why.
void WholeFileTest::refusesALinkWhenAsked()
{
    QTemporaryDir dir;
    const QString real = dir.filePath("precious");
    put(real, "old");
    const QString link = dir.filePath("rank-0.layer-0.lfcheckpoint");
    QVERIFY(QFile::link(real, link));
    WholeFileWriter writer(link.toStdString(), TargetLinks::Refuse);
    QVERIFY(!writer.open());
    QVERIFY(!writer.write(std::string("new")));
    QVERIFY(!writer.commit());
    QVERIFY(writer.failure().has_value());
    QCOMPARE(writer.failure()->cause(), WriteCause::IsLink);
    QCOMPARE(QString::fromStdString(writer.failure()->reason()), QString("the name is taken by a link"));
    QCOMPARE(contentOf(real), QByteArray("old"));
    QVERIFY(QFileInfo(link).isSymLink());
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden | QDir::System).size(), 2);
}

void WholeFileTest::keepsTheFilesPermissions()
{
    QTemporaryDir dir;
    const QString target = dir.filePath("private.json");
    put(target, "old");
    QVERIFY(::chmod(target.toLocal8Bit().constData(), 0600) == 0);
    QVERIFY(!leapfrog::writeWholeFile(target.toStdString(), asBytes("new")));
    struct stat status {};
    QCOMPARE(::stat(target.toLocal8Bit().constData(), &status), 0);
    QCOMPARE(status.st_mode & 0777, 0600u);
}

void WholeFileTest::refusesAFolder()
{
    QTemporaryDir dir;
    const std::optional<WriteFailure> failure = leapfrog::writeWholeFile(dir.path().toStdString(), asBytes("x"));
    QVERIFY(failure.has_value());
    QCOMPARE(failure->cause(), WriteCause::IsFolder);
    QVERIFY(QFileInfo(dir.path()).isDir());
}

// The kernel's own full disk where the test may mount one, else the seam's.
void WholeFileTest::realFullDisk()
{
    leapfrog::testing::TroubledFolder disk(leapfrog::testing::TroubledFolder::Trouble::Full);
    const QByteArray old = payload(3000);
    disk.put("records.json", old);
    disk.begin();
    const std::optional<WriteFailure> failure =
        leapfrog::writeWholeFile(disk.filePath("records.json").toStdString(), asBytes(payload(20'000)));
    QVERIFY(failure.has_value());
    QCOMPARE(failure->cause(), WriteCause::DiskFull);
    QCOMPARE(failure->reason(), std::string("the disk is full"));
    QCOMPARE(contentOf(disk.filePath("records.json")), old);
    QCOMPARE(QDir(disk.path()).entryList(QDir::Files), QStringList{"records.json"});
    qInfo("full disk: %s", disk.mounted() ? "a full tmpfs" : "the fault-injection seam");
}

void WholeFileTest::realReadOnlyFolder()
{
    leapfrog::testing::TroubledFolder disk(leapfrog::testing::TroubledFolder::Trouble::ReadOnly);
    disk.put("g.json", "old game");
    disk.begin();
    const std::optional<WriteFailure> failure =
        leapfrog::writeWholeFile(disk.filePath("g.json").toStdString(), asBytes("new game"));
    QVERIFY(failure.has_value());
    QCOMPARE(failure->cause(), WriteCause::ReadOnly);
    QCOMPARE(failure->reason(), "the folder " + disk.path().toStdString() + " is on a read-only disk");
    QCOMPARE(contentOf(disk.filePath("g.json")), QByteArray("old game"));
}

void WholeFileTest::theDeviceSaysWhy()
{
    QTemporaryDir dir;
    const QString target = dir.filePath("picture.svg");
    put(target, "old picture");
    FaultyCalls faulty(WriteStep::Flush, ENOSPC);
    const FileCallsOverride seam(faulty);
    leapfrog::WholeFile file(target);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write("<svg/>"), 6);
    QVERIFY(!file.commit());
    QVERIFY(file.failure().has_value());
    QCOMPARE(file.errorString(), QStringLiteral("the disk is full"));
    QCOMPARE(contentOf(target), QByteArray("old picture"));
}

QTEST_GUILESS_MAIN(WholeFileTest)
#include "tst_whole_file.moc"
