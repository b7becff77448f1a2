// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "setup/volumelistmodel.h"

#include <QGroupBox>

class QFormLayout;
class QLineEdit;
class QTableView;

namespace cm {

// "Drive under test" on the Setup page: the drives found and the folder on
// one of them that the workspace goes in, typed, chosen in a file dialog or
// suggested for the drive picked in the list. The list is one Tab stop; its
// arrows move the highlight, which suggests the drive's folder only while
// the folder is the one suggested before (a folder typed by hand stays
// until a drive is clicked or Enter is pressed on it). The drive holding
// the folder is the one highlighted.
class SourceChooser : public QGroupBox
{
    Q_OBJECT
public:
    explicit SourceChooser(QWidget *parent = nullptr);

    void setVolumes(const QList<SourceVolume> &volumes, const QStringList &imageFilesystems = {});
    // A row of the group under the folder, e.g. the drive's label in charts.
    void addRow(const QString &title, QWidget *field);
    // Picks the drive mounted at `mountPoint` (the first one when it is not
    // listed), which suggests its folder.
    void pickVolume(const QString &mountPoint);
    // Picks the drive that holds `currentFolder` (where the program was
    // started, as `compressmark run` measures by default), suggesting that
    // folder, when it is on a listed drive and not a drive's root; else the
    // drive of the home folder, else the first. For a first start.
    void pickStartingVolume(const QString &currentFolder);

    QString folder() const; // cleaned
    void setFolder(const QString &folder);
    // The listed volume with the deepest mount point above the folder; null
    // when none is.
    const SourceVolume *volume() const;
    const SourceVolume *volumeOf(const QString &folder) const;

Q_SIGNALS:
    void folderChanged();
    void refreshRequested();

private:
    QTableView *buildVolumeTable();
    // `explicitly`: clicked or Enter pressed, which replaces any folder.
    void volumeChosen(bool explicitly);
    void chooseFolder();
    void highlightFolderVolume();

    VolumeListModel m_model;
    QTableView *m_volumes = nullptr;
    QLineEdit *m_folder = nullptr;
    QFormLayout *m_rows = nullptr; // the folder and what belongs to the drive
    QString m_suggested;           // the folder suggested last for a drive
    bool m_highlighting = false;   // the highlight follows the folder: no suggestion
};

} // namespace cm
