#pragma once

#include "copy/copier.h"
#include "copy/filecopy.h"

namespace cm {

// One thread, buffered read/write with a fixed block: what cp and robocopy
// do by default. With `directReads`, the source is read with O_DIRECT into
// an aligned buffer, past the page cache (the `direct` cache mode).
class SerialCopier : public Copier
{
public:
    explicit SerialCopier(qint64 blockBytes, bool directReads = false);

    QString name() const override { return enumName(CopierChoice::KindNames, CopierChoice::Kind::Serial); }
    int threads() const override { return 1; }
    qint64 blockBytes() const override { return m_options.blockBytes; }

    Status copyTree(const QByteArray &from, const QByteArray &to, TransferCounters &counters,
                    const Cancellation &cancel) const override;

private:
    FileCopyOptions m_options;
};

} // namespace cm
