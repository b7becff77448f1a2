// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "session/session.h"

#include <QWidget>

class QListView;
class QPushButton;

namespace cm {

class DataSetListModel;
class DriveListModel;

// Chooses what a comparison shows: the drives (tick, rename with a double
// click, reorder by dragging or with Up and Down, remove) and the data sets
// (tick). Emits selectionChanged() after every change, so that the charts
// can be drawn again from comparedSession().
class ComparePanel : public QWidget
{
    Q_OBJECT
public:
    explicit ComparePanel(QWidget *parent = nullptr);

    void setSession(const Session &session);
    // The session as edited (drives removed, renamed, reordered), all of
    // its drives and data sets: for saving.
    const Session &session() const;
    // Only the ticked drives and data sets: for the charts.
    Session comparedSession() const;

    DriveListModel *drives() const { return m_drives; }
    DataSetListModel *dataSets() const { return m_dataSets; }

Q_SIGNALS:
    void selectionChanged();

private:
    void moveCurrent(int step);
    void removeCurrent();
    void updateButtons();

    DriveListModel *m_drives;
    DataSetListModel *m_dataSets;
    QListView *m_driveView;
    QListView *m_dataSetView;
    QPushButton *m_up;
    QPushButton *m_down;
    QPushButton *m_remove;
};

} // namespace cm
