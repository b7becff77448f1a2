// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "setup/volumelistmodel.h"

#include <QGroupBox>

class QLineEdit;
class QTableView;

namespace cm {

// "Drive under test" on the Setup page: the drives found and the folder on
// one of them that the workspace goes in, typed, chosen in a file dialog or
// suggested for the drive picked in the list.
class SourceChooser : public QGroupBox
{
    Q_OBJECT
public:
    explicit SourceChooser(QWidget *parent = nullptr);

    void setVolumes(const QList<SourceVolume> &volumes);
    // Picks the drive mounted at `mountPoint` (the first one when it is not
    // listed), which suggests its folder.
    void pickVolume(const QString &mountPoint);

    QString folder() const; // cleaned
    void setFolder(const QString &folder);
    // The listed volume with the deepest mount point above the folder; null
    // when none is.
    const SourceVolume *volume() const;

Q_SIGNALS:
    void folderChanged();
    void refreshRequested();

private:
    QTableView *buildVolumeTable();
    void volumeChosen();
    void chooseFolder();

    VolumeListModel m_model;
    QTableView *m_volumes = nullptr;
    QLineEdit *m_folder = nullptr;
};

} // namespace cm
