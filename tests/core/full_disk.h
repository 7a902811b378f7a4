#pragma once
// A folder on a full disk, or on a read-only one, for the tests of what the
// programs do when a write fails.
//
// Where the test may mount (root, as CI runs on a fresh Debian machine and
// under the sanitizers), the folder is a real file system: a 64 KiB tmpfs,
// filled to its last byte after the files the test puts there first (or
// remounted read-only), so the kernel itself refuses the writes. Elsewhere
// the same code is driven through the one writer's fault-injection seam
// (files/whole_file.h): every write into the folder fails as a full disk's
// does (ENOSPC), every file created there as a read-only disk's (EROFS).
// Either way the program under test is the real one, and mounted() says
// which way this run went.
#include "files/whole_file.h"

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QString>
#include <QTemporaryDir>

#include <cerrno>
#include <memory>
#include <string>

#include <sys/mount.h>
#include <unistd.h>

namespace leapfrog::testing {

// Fails the writes under one folder as a full or a read-only disk would.
class FailingFolderCalls : public FileCalls {
public:
    FailingFolderCalls(std::string folder, int error)
        : folder_(std::move(folder) + "/")
        , error_(error)
    {
    }
    int create(const std::string& path, mode_t mode) override
    {
        if (error_ == EROFS && under(path)) {
            errno = EROFS;
            return -1;
        }
        const int fd = FileCalls::create(path, mode);
        if (fd >= 0 && under(path)) {
            failing_ = fd;
        }
        return fd;
    }
    ssize_t write(int fd, const std::byte* data, std::size_t size, WriteStep step) override
    {
        if (fd == failing_) {
            errno = error_;
            return -1;
        }
        return FileCalls::write(fd, data, size, step);
    }
    int close(int fd) override
    {
        if (fd == failing_) {
            failing_ = -1;
        }
        return FileCalls::close(fd);
    }

private:
    bool under(const std::string& path) const { return path.rfind(folder_, 0) == 0; }

    std::string folder_;
    int error_;
    int failing_ = -1;
};

class TroubledFolder {
public:
    enum class Trouble { Full, ReadOnly };

    // The troubled folder at `at` (a program's own data folder, say), or in
    // a temporary folder of its own.
    explicit TroubledFolder(Trouble trouble, const QString& at = {})
        : trouble_(trouble)
        , path_(at.isEmpty() ? base_.filePath(QStringLiteral("disk")) : at)
    {
        QDir().mkpath(path_);
        mounted_ = ::geteuid() == 0
                   && ::mount("leapfrog-test", path_.toLocal8Bit().constData(), "tmpfs", 0, "size=64k") == 0;
    }
    ~TroubledFolder()
    {
        calls_.reset();
        if (mounted_) {
            ::umount2(path_.toLocal8Bit().constData(), MNT_DETACH);
        }
    }
    TroubledFolder(const TroubledFolder&) = delete;
    TroubledFolder& operator=(const TroubledFolder&) = delete;

    QString path() const { return path_; }
    QString filePath(const QString& name) const { return QDir(path_).filePath(name); }
    bool mounted() const { return mounted_; }

    // A file there before the trouble starts.
    void put(const QString& name, const QByteArray& bytes) const
    {
        QDir().mkpath(QFileInfo(filePath(name)).path());
        QFile file(filePath(name));
        if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size()) {
            qFatal("cannot prepare %s", qPrintable(file.fileName()));
        }
    }

    // From here on, writes there fail.
    void begin()
    {
        if (!mounted_) {
            failing_ = std::make_unique<FailingFolderCalls>(path_.toStdString(),
                                                            trouble_ == Trouble::Full ? ENOSPC : EROFS);
            calls_ = std::make_unique<FileCallsOverride>(*failing_);
        } else if (trouble_ == Trouble::Full) {
            fill();
        } else if (::mount(nullptr, path_.toLocal8Bit().constData(), nullptr, MS_REMOUNT | MS_RDONLY, nullptr) != 0) {
            qFatal("cannot remount %s read-only", qPrintable(path_));
        }
    }

private:
    // Writes a filler file until the disk refuses another byte.
    void fill() const
    {
        QFile filler(filePath(QStringLiteral(".filler")));
        if (!filler.open(QIODevice::WriteOnly | QIODevice::Unbuffered)) {
            qFatal("cannot fill %s", qPrintable(path_));
        }
        const QByteArray block(512, 'f');
        while (filler.write(block) == block.size()) {
        }
        while (filler.write("f", 1) == 1) {
        }
    }

    Trouble trouble_;
    QTemporaryDir base_;
    QString path_;
    bool mounted_ = false;
    std::unique_ptr<FailingFolderCalls> failing_;
    std::unique_ptr<FileCallsOverride> calls_;
};

} // namespace leapfrog::testing
