#include "mainwindow.h"

// The main window's files: opening and saving a game, with or without the
// file dialog, and the question before changes a file lacks are set aside.
#include "files/savefile.h"
#include "files/whole_file.h"
#include "words/filenames.h"
#include "words/filetexts.h"
#include "words/savefiletext.h"
#include "model/errors.h"
#include "play/gamemodel.h"
#include "play/playcontroller.h"
#include "recentfiles.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QStandardPaths>
#include <QStatusBar>

namespace leapfrog::ui {

namespace {

QString defaultFileName(const Variant& variant)
{
    QString name = QString::fromStdString(variant.spec());
    name.replace(QLatin1Char(':'), QLatin1Char('-'));
    name.replace(QLatin1Char(','), QLatin1Char('-'));
    return withoutRefusedCharacters(name) + QStringLiteral(".json"); // a row's spec holds '>'
}

} // namespace

bool MainWindow::openFile(const QString& path)
{
    std::optional<SavedGame> saved;
    try {
        saved = readGameFile(path);
    } catch (const InputError& error) {
        // The current game stays as it was: nothing is built from a bad file.
        showProblem(tr("Could not open %1").arg(QFileInfo(path).fileName()), saveFileText(error));
        return false;
    }
    play_->stop();
    model_->loadGame(std::move(*saved), path);
    recent_->add(path);
    preferences_.remember(model_->variant());
    savePreferences();
    statusBar()->showMessage(tr("Opened %1.").arg(QFileInfo(path).fileName()), kStatusMessageMs);
    return true;
}

bool MainWindow::saveFile(const QString& path)
{
    try {
        writeGameFile(path, model_->game(), model_->solutionShown());
    } catch (const WriteError& error) {
        // The file stays as it was, the game stays here with its changes.
        showProblem(tr("Could not save %1").arg(QFileInfo(path).fileName()),
                    unwrittenText(error.failure()) + QLatin1Char(' ') + tr("The game stays open, not saved."));
        return false;
    } catch (const InputError& error) {
        showProblem(tr("Could not save %1").arg(QFileInfo(path).fileName()), QString::fromUtf8(error.what()));
        return false;
    }
    model_->markSaved(path);
    recent_->add(path);
    statusBar()->showMessage(tr("Saved to %1.").arg(QFileInfo(path).fileName()), kStatusMessageMs);
    return true;
}

void MainWindow::openWithDialog()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open a saved game"), QFileInfo(model_->file()).path(),
                                                      tr("Leapfrog games (*.json);;All files (*)"));
    if (!path.isEmpty()) {
        openFile(path);
    }
}

bool MainWindow::saveWithDialog()
{
    const QString& file = model_->file();
    const QString folder = file.isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)
                                          : QFileInfo(file).path();
    const QString suggested = file.isEmpty() ? folder + QLatin1Char('/') + defaultFileName(model_->variant()) : file;
    const QString path = QFileDialog::getSaveFileName(this, tr("Save the game"), suggested,
                                                      tr("Leapfrog games (*.json)"));
    return !path.isEmpty() && saveFile(path);
}

// A game that came from a file and has changes the file lacks. (A game of no
// file needs no question: it is kept between runs as it is.)
bool MainWindow::maySetAsideChanges()
{
    if (!model_->isModified()) {
        return true;
    }
    const QString name = QFileInfo(model_->file()).fileName();
    QMessageBox ask(QMessageBox::Question, tr("Save the changes?"),
                    tr("The game has changes that %1 does not have yet.").arg(name),
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, this);
    ask.setObjectName(QStringLiteral("saveChangesQuestion"));
    ask.setInformativeText(tr("Save them to %1 before quitting? The game stays in Leapfrog either way.").arg(name));
    ask.setDefaultButton(QMessageBox::Save);
    switch (ask.exec()) {
    case QMessageBox::Save: return saveFile(model_->file());
    case QMessageBox::Discard: return true;
    default: return false;
    }
}

} // namespace leapfrog::ui
