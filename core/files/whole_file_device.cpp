#include "whole_file_device.h"

namespace leapfrog {

WholeFile::WholeFile(const QString& target, QObject* parent)
    : QIODevice(parent)
    , target_(target)
    , writer_(target.toStdString())
{
}

WholeFile::~WholeFile() = default; // the writer removes an uncommitted temporary file

bool WholeFile::open(OpenMode mode)
{
    if ((mode & ReadOnly) || (mode & Append)) {
        setErrorString(QStringLiteral("a whole file is written only, from its start"));
        return false;
    }
    if (!writer_.open()) {
        noteFailure();
        return false;
    }
    return QIODevice::open(mode | Unbuffered);
}

bool WholeFile::commit()
{
    const bool done = writer_.commit();
    if (!done) {
        noteFailure();
    }
    QIODevice::close();
    return done;
}

void WholeFile::cancelWriting()
{
    writer_.discard();
    QIODevice::close();
}

qint64 WholeFile::readData(char*, qint64) { return -1; }

qint64 WholeFile::writeData(const char* data, qint64 size)
{
    if (!writer_.write(std::as_bytes(std::span(data, static_cast<std::size_t>(size))))) {
        noteFailure();
        return -1;
    }
    return size;
}

void WholeFile::noteFailure()
{
    if (writer_.failure()) {
        setErrorString(QString::fromStdString(writer_.failure()->reason()));
    }
}

} // namespace leapfrog
