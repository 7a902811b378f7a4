#pragma once
// The one way Leapfrog writes a file: whole or not at all. Every file the
// programs write (record book, saved games, the unfinished games, exports of
// every format, the table cache, cluster checkpoints) goes through
// WholeFileWriter:
//
//   1. a temporary file is created beside the target, exclusively (O_EXCL:
//      never another's file, never through a link);
//   2. every write is checked, to the last byte (a short write is retried,
//      a failing one ends the file);
//   3. the last buffered bytes are flushed and checked, the file is synced
//      to the disk (fsync) and closed, each checked;
//   4. only then is it renamed over the target, in one step.
//
// Any failure removes the temporary file, leaves the target byte for byte as
// it was, and is kept as a WriteFailure (the step, errno, and why in words:
// the disk is full, the folder is read-only, permission is denied). Qt's
// QSaveFile is not used: Qt 6.4's commit() reports success when the bytes it
// buffered fail to reach a full disk, and renames the empty file over the old
// one.
//
// The system calls go through FileCalls, so a test can fail any step in turn
// (FileCallsOverride) and check that the old file is unharmed and the caller
// told.
#include "model/errors.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include <sys/types.h>

namespace leapfrog {

// The steps of a write, in order.
enum class WriteStep { Create, Write, Flush, Sync, Close, Rename };

// What the player is told about a failure, by its errno.
enum class WriteCause { DiskFull, ReadOnly, NoPermission, NoFolder, FolderTakesNoFiles, IsFolder, IsLink, Other };

// What a writer does with a target that is a symbolic link. A player's saved
// game may be a link they made (Follow: the file it names is replaced, the
// link stays); a file in a folder others may write into, such as a cluster
// job's checkpoints, is never written through a link someone planted there
// (Refuse: nothing is written, the cause is IsLink).
enum class TargetLinks { Follow, Refuse };

struct WriteFailure {
    WriteStep step = WriteStep::Write;
    int error = 0;      // errno
    std::string target; // the file that was not written

    WriteCause cause() const;
    // The folder the file was to be written in.
    std::string folder() const;
    // Why, in words: "the disk is full", "the folder /tmp/x is read-only", ...
    std::string reason() const;
    // "cannot write PATH: the disk is full"
    std::string message() const;
};

// Thrown by the writers that throw (saved games, exports): an InputError,
// so callers that show InputError's message show it, with the failure for
// those that say it in the player's language.
class WriteError : public InputError {
public:
    explicit WriteError(WriteFailure failure)
        : InputError(failure.message())
        , failure_(std::move(failure))
    {
    }
    const WriteFailure& failure() const { return failure_; }

private:
    WriteFailure failure_;
};

// The system calls a writer makes; the seam for fault injection. Each
// returns what the POSIX call does and sets errno on failure.
class FileCalls {
public:
    virtual ~FileCalls() = default;
    virtual int create(const std::string& path, mode_t mode);
    // `step` is Write for the writer's own writes, Flush for the last
    // buffered bytes written out at commit.
    virtual ssize_t write(int fd, const std::byte* data, std::size_t size, WriteStep step);
    virtual int sync(int fd);
    virtual int close(int fd);
    virtual int rename(const std::string& from, const std::string& to);
    virtual int remove(const std::string& path);
};

// The calls in force (the system's unless a test overrides them).
FileCalls& fileCalls();

// While alive, every writer of this process uses `calls` (tests only; one at
// a time).
class FileCallsOverride {
public:
    explicit FileCallsOverride(FileCalls& calls);
    ~FileCallsOverride();
    FileCallsOverride(const FileCallsOverride&) = delete;
    FileCallsOverride& operator=(const FileCallsOverride&) = delete;

private:
    FileCalls* previous_;
};

class WholeFileWriter {
public:
    explicit WholeFileWriter(std::string target, TargetLinks links = TargetLinks::Follow);
    // Not committed: the temporary file is removed, the target untouched.
    ~WholeFileWriter();
    WholeFileWriter(const WholeFileWriter&) = delete;
    WholeFileWriter& operator=(const WholeFileWriter&) = delete;

    // Creates the temporary file. False (and failure()) when it cannot.
    bool open();
    // Appends; false once any step failed (later writes are refused too).
    bool write(std::span<const std::byte> bytes);
    bool write(const std::string& text) { return write(std::as_bytes(std::span(text.data(), text.size()))); }
    // Flush, fsync, close, rename. True: the target is the bytes written.
    bool commit();
    // Gives up: the temporary file is removed, the target untouched.
    void discard();

    const std::string& target() const { return target_; }
    const std::string& temporaryPath() const { return temporary_; }
    bool isOpen() const { return fd_ >= 0; }
    std::uint64_t bytesWritten() const { return written_; }
    const std::optional<WriteFailure>& failure() const { return failure_; }

private:
    bool fail(WriteStep step, int error);
    bool writeOut(const std::byte* data, std::size_t size, WriteStep step);
    bool flushBuffer(WriteStep step);

    std::string target_;
    bool targetIsRefusedLink_ = false;
    std::string temporary_;
    int fd_ = -1;
    std::vector<std::byte> buffer_;
    std::uint64_t written_ = 0;
    bool committed_ = false;
    std::optional<WriteFailure> failure_;
};

// The whole of `bytes` as the file `target`; nullopt on success.
std::optional<WriteFailure> writeWholeFile(const std::string& target, std::span<const std::byte> bytes);

} // namespace leapfrog
