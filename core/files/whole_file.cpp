#include "whole_file.h"

#include <atomic>
#include <cerrno>
#include <chrono>
#include <climits>
#include <cstdlib>
#include <cstring>

#include <fcntl.h>
#include <stdio.h>
#include <sys/stat.h>
#include <unistd.h>

namespace leapfrog {

namespace {

// Writes smaller than this are gathered and written out together.
constexpr std::size_t kBufferBytes = 64 * 1024;

FileCalls& systemCalls()
{
    static FileCalls calls;
    return calls;
}

std::atomic<FileCalls*> overridden{nullptr};

std::string folderOf(const std::string& path)
{
    const std::size_t slash = path.rfind('/');
    return slash == std::string::npos ? std::string(".") : slash == 0 ? std::string("/") : path.substr(0, slash);
}

std::string nameOf(const std::string& path)
{
    const std::size_t slash = path.rfind('/');
    return slash == std::string::npos ? path : path.substr(slash + 1);
}

bool isLink(const std::string& path)
{
    struct stat status {};
    return ::lstat(path.c_str(), &status) == 0 && S_ISLNK(status.st_mode);
}

// A link followed: the file it names is replaced, the link stays.
std::string resolvedTarget(const std::string& target, TargetLinks links)
{
    if (links == TargetLinks::Refuse || !isLink(target)) {
        return target;
    }
    char resolved[PATH_MAX];
    return ::realpath(target.c_str(), resolved) != nullptr ? std::string(resolved) : target;
}

// A name beside the target no one else uses now (created with O_EXCL, so a
// clash is retried, never shared).
std::string temporaryName(const std::string& target, unsigned attempt)
{
    static std::atomic<unsigned> counter{0};
    const auto ticks = static_cast<unsigned long long>(std::chrono::steady_clock::now().time_since_epoch().count());
    return folderOf(target) + "/." + nameOf(target) + "." + std::to_string(::getpid()) + "-"
           + std::to_string(counter.fetch_add(1) + attempt) + "-" + std::to_string(ticks % 1000000) + ".tmp";
}

// The folder's entry of the renamed file reaches the disk too (best effort:
// some file systems refuse to sync a folder, and the file itself is whole).
void syncFolder(const std::string& target)
{
    const int folder = ::open(folderOf(target).c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (folder >= 0) {
        ::fsync(folder);
        ::close(folder);
    }
}

} // namespace

WriteCause WriteFailure::cause() const
{
    switch (error) {
    case ENOSPC:
    case EDQUOT:
    case EFBIG: return WriteCause::DiskFull;
    case EROFS: return WriteCause::ReadOnly;
    case EACCES:
    case EPERM: return WriteCause::NoPermission;
    case ENOENT:
    case ENOTDIR: {
        // A folder that is there yet takes no new file (/proc) is not missing.
        struct stat status {};
        const bool there = ::stat(folder().c_str(), &status) == 0 && S_ISDIR(status.st_mode);
        return there ? WriteCause::FolderTakesNoFiles : WriteCause::NoFolder;
    }
    case EISDIR: return WriteCause::IsFolder;
    case ELOOP: return WriteCause::IsLink;
    default: return WriteCause::Other;
    }
}

std::string WriteFailure::folder() const { return folderOf(target); }

std::string WriteFailure::reason() const
{
    switch (cause()) {
    case WriteCause::DiskFull: return "the disk is full";
    case WriteCause::ReadOnly: return "the folder " + folder() + " is on a read-only disk";
    case WriteCause::NoPermission: return "permission to write in the folder " + folder() + " is denied";
    case WriteCause::NoFolder: return "the folder " + folder() + " does not exist";
    case WriteCause::FolderTakesNoFiles: return "the folder " + folder() + " cannot be written";
    case WriteCause::IsFolder: return "it is a folder";
    case WriteCause::IsLink: return "the name is taken by a link";
    case WriteCause::Other: break;
    }
    return std::strerror(error);
}

std::string WriteFailure::message() const { return "cannot write " + target + ": " + reason(); }

int FileCalls::create(const std::string& path, mode_t mode)
{
    return ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, mode);
}

ssize_t FileCalls::write(int fd, const std::byte* data, std::size_t size, WriteStep)
{
    return ::write(fd, data, size);
}

int FileCalls::sync(int fd) { return ::fsync(fd); }
int FileCalls::close(int fd) { return ::close(fd); }
int FileCalls::rename(const std::string& from, const std::string& to) { return ::rename(from.c_str(), to.c_str()); }
int FileCalls::remove(const std::string& path) { return ::unlink(path.c_str()); }

FileCalls& fileCalls()
{
    FileCalls* calls = overridden.load();
    return calls != nullptr ? *calls : systemCalls();
}

FileCallsOverride::FileCallsOverride(FileCalls& calls)
    : previous_(overridden.exchange(&calls))
{
}

FileCallsOverride::~FileCallsOverride() { overridden.store(previous_); }

WholeFileWriter::WholeFileWriter(std::string target, TargetLinks links)
    : target_(resolvedTarget(target, links))
    , targetIsRefusedLink_(links == TargetLinks::Refuse && isLink(target_))
{
}

WholeFileWriter::~WholeFileWriter() { discard(); }

bool WholeFileWriter::fail(WriteStep step, int error)
{
    if (!failure_) {
        failure_ = WriteFailure{step, error, target_};
    }
    discard();
    return false;
}

bool WholeFileWriter::open()
{
    if (targetIsRefusedLink_) {
        return fail(WriteStep::Create, ELOOP);
    }
    struct stat status {};
    if (::stat(target_.c_str(), &status) == 0 && S_ISDIR(status.st_mode)) {
        return fail(WriteStep::Create, EISDIR);
    }
    // A file replaced keeps its permissions; a new one gets the usual ones.
    const mode_t mode = ::stat(target_.c_str(), &status) == 0 ? (status.st_mode & 0777) : 0666;
    for (unsigned attempt = 0; attempt < 100; ++attempt) {
        temporary_ = temporaryName(target_, attempt);
        fd_ = fileCalls().create(temporary_, mode);
        if (fd_ >= 0) {
            buffer_.reserve(kBufferBytes);
            return true;
        }
        if (errno != EEXIST) {
            const int error = errno;
            temporary_.clear(); // nothing was made: nothing to remove
            return fail(WriteStep::Create, error);
        }
    }
    temporary_.clear();
    return fail(WriteStep::Create, EEXIST);
}

bool WholeFileWriter::writeOut(const std::byte* data, std::size_t size, WriteStep step)
{
    while (size > 0) {
        const ssize_t done = fileCalls().write(fd_, data, size, step);
        if (done < 0 && errno == EINTR) {
            continue;
        }
        if (done <= 0) {
            // write() returning 0 for a non-empty request is a full disk that says so late.
            return fail(step, done < 0 ? errno : ENOSPC);
        }
        data += done;
        size -= static_cast<std::size_t>(done);
    }
    return true;
}

bool WholeFileWriter::flushBuffer(WriteStep step)
{
    const bool done = writeOut(buffer_.data(), buffer_.size(), step);
    buffer_.clear();
    return done;
}

bool WholeFileWriter::write(std::span<const std::byte> bytes)
{
    if (failure_ || fd_ < 0) {
        return false;
    }
    written_ += bytes.size();
    if (buffer_.size() + bytes.size() <= kBufferBytes) {
        buffer_.insert(buffer_.end(), bytes.begin(), bytes.end());
        return true;
    }
    if (!flushBuffer(WriteStep::Write)) {
        return false;
    }
    if (bytes.size() >= kBufferBytes) {
        return writeOut(bytes.data(), bytes.size(), WriteStep::Write);
    }
    buffer_.assign(bytes.begin(), bytes.end());
    return true;
}

bool WholeFileWriter::commit()
{
    if (failure_ || fd_ < 0) {
        return false;
    }
    if (!flushBuffer(WriteStep::Flush)) {
        return false;
    }
    if (fileCalls().sync(fd_) != 0) {
        return fail(WriteStep::Sync, errno);
    }
    const int fd = fd_;
    fd_ = -1;
    if (fileCalls().close(fd) != 0) {
        return fail(WriteStep::Close, errno);
    }
    if (fileCalls().rename(temporary_, target_) != 0) {
        return fail(WriteStep::Rename, errno);
    }
    temporary_.clear();
    committed_ = true;
    syncFolder(target_);
    return true;
}

void WholeFileWriter::discard()
{
    if (fd_ >= 0) {
        fileCalls().close(fd_);
        fd_ = -1;
    }
    if (!temporary_.empty() && !committed_) {
        fileCalls().remove(temporary_);
        temporary_.clear();
    }
    buffer_.clear();
}

std::optional<WriteFailure> writeWholeFile(const std::string& target, std::span<const std::byte> bytes)
{
    WholeFileWriter writer(target);
    if (writer.open() && writer.write(bytes) && writer.commit()) {
        return std::nullopt;
    }
    return writer.failure();
}

} // namespace leapfrog
