#pragma once
// WholeFileWriter as a QIODevice, for the writers that draw into a device
// (QPdfWriter, QSvgGenerator, QImage, giflib through a callback, JSON
// documents): it stands where QSaveFile stood. open(WriteOnly) creates the
// temporary file beside the target, every write is checked, commit() syncs
// and renames; a device destroyed uncommitted leaves the target as it was.
// errorString() and failure() say why a step failed.
#include "whole_file.h"

#include <QIODevice>
#include <QString>

namespace leapfrog {

class WholeFile : public QIODevice {
public:
    explicit WholeFile(const QString& target, QObject* parent = nullptr);
    ~WholeFile() override;

    bool open(OpenMode mode) override;
    bool isSequential() const override { return true; }
    // True when every byte reached the disk and the target was replaced.
    bool commit();
    // Gives up: the target stays as it was.
    void cancelWriting();
    const std::optional<WriteFailure>& failure() const { return writer_.failure(); }
    QString target() const { return target_; }

protected:
    qint64 readData(char* data, qint64 maxSize) override;
    qint64 writeData(const char* data, qint64 size) override;

private:
    void noteFailure();

    QString target_;
    WholeFileWriter writer_;
};

} // namespace leapfrog
