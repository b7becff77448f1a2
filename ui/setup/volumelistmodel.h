// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "compression/compressionbackend.h"
#include "volume/volumeinfo.h"

#include <QAbstractTableModel>
#include <QList>

namespace cm {

// A drive volume a test can run on, with what it can do about compression.
struct SourceVolume
{
    VolumeInfo volume;
    CompressionSupport compression;    // what `auto` takes, or why nothing
    QList<CompressionSupport> offered; // every method it offers (on Windows NTFS: ntfs and wof)
};

// Probes every drive volume; blocking, for a worker thread.
QList<SourceVolume> probeSourceVolumes();

// The drive volumes as a table for the source list: where, which drive,
// filesystem, free space and compression support.
class VolumeListModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { MountPoint, Drive, Filesystem, Free, Compression, ColumnCount };

    using QAbstractTableModel::QAbstractTableModel;

    // `imageFilesystems`: what an image file on any of them can be made of
    // ("btrfs", "NTFS"): a volume without compression of its own names them.
    void setVolumes(const QList<SourceVolume> &volumes, const QStringList &imageFilesystems = {});
    const QList<SourceVolume> &volumes() const { return m_volumes; }
    const SourceVolume &volumeAt(int row) const { return m_volumes.at(row); }
    // The row of the volume mounted at `mountPoint`, or -1.
    int rowOf(const QString &mountPoint) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QString compressionText(const SourceVolume &source) const;

    QList<SourceVolume> m_volumes;
    QStringList m_imageFilesystems;
};

} // namespace cm
