// Package jobs names the heavy jobs the app hands to the worker, with
// their requests and replies (package job is the protocol; jobs/serve
// holds the handlers, which only the worker program and host builds
// link: the tutor's module holds none of the work itself).
package jobs

import (
	"encoding/binary"
	"errors"

	"renju/job"
	"renju/msg"
	"renju/record"
)

// ReadRecord reads a record file (SGF, RenLib, RIF, .psq or move lines)
// onto a shelf, with the keys the viewer's filter looks in.
var ReadRecord = job.Service[RecordFile, RecordRead]{Kind: "record.read"}

// RecordFile is a file to read: its name (for its format) and bytes.
type RecordFile struct {
	Name string
	Data []byte
}

// RecordRead is a file read: its format, its games, and per game the
// players, event, date and opening in lower case, joined by NULs (the
// filter's keys: Keys[KeyEnds[i-1]:KeyEnds[i]] is game i's).
type RecordRead struct {
	Format  record.Format
	Games   record.Shelf
	Keys    []byte
	KeyEnds []uint32
}

var errShort = errors.New("jobs: a body cut short")

// Said is what a screen tells the learner of a job's error that is the
// worker's, not the job's (the worker stopped; it is of another version):
// ok false for any other error, which the screen words itself.
func Said(err error) (n msg.Notice, ok bool) {
	switch {
	case errors.Is(err, job.ErrLost):
		return msg.Say(msg.JobLost), true
	case errors.Is(err, job.ErrStale):
		return msg.Say(msg.JobStale), true
	}
	return n, false
}

// MarshalBinary is the file's bytes, then its name, then the name's
// length (4 bytes, little-endian): the bytes first, so that a file
// fetched with room to spare is sent without a copy (it writes into
// Data's spare capacity; a 20 MB file copied to put its name first was
// 142 ms of the page's thread).
func (f RecordFile) MarshalBinary() ([]byte, error) {
	b := append(f.Data, f.Name...)
	return binary.LittleEndian.AppendUint32(b, uint32(len(f.Name))), nil
}

func (f *RecordFile) UnmarshalBinary(b []byte) error {
	if len(b) < 4 {
		return errShort
	}
	n := int(binary.LittleEndian.Uint32(b[len(b)-4:]))
	b = b[:len(b)-4]
	if n > len(b) {
		return errShort
	}
	f.Data, f.Name = b[:len(b)-n], string(b[len(b)-n:])
	return nil
}

func (r RecordRead) MarshalBinary() ([]byte, error) {
	games, err := r.Games.MarshalBinary()
	if err != nil {
		return nil, err
	}
	b := make([]byte, 0, len(games)+len(r.Keys)+4*len(r.KeyEnds)+32)
	b = binary.AppendUvarint(b, uint64(len(r.Format)))
	b = append(b, r.Format...)
	b = binary.AppendUvarint(b, uint64(len(games)))
	b = append(b, games...)
	b = binary.AppendUvarint(b, uint64(len(r.KeyEnds)))
	for _, e := range r.KeyEnds {
		b = binary.LittleEndian.AppendUint32(b, e)
	}
	return append(b, r.Keys...), nil
}

func (r *RecordRead) UnmarshalBinary(b []byte) error {
	format, k := binary.Uvarint(b)
	if k <= 0 || format > uint64(len(b)-k) {
		return errShort
	}
	r.Format, b = record.Format(b[k:k+int(format)]), b[k+int(format):]
	n, k := binary.Uvarint(b)
	if k <= 0 || n > uint64(len(b)-k) {
		return errShort
	}
	if err := r.Games.UnmarshalBinary(b[k : k+int(n)]); err != nil {
		return err
	}
	b = b[k+int(n):]
	ends, k := binary.Uvarint(b)
	if k <= 0 || ends > uint64(len(b)-k)/4 || int(ends) != r.Games.Len() {
		return errShort
	}
	b = b[k:]
	r.KeyEnds = make([]uint32, ends)
	last := uint32(0)
	for i := range r.KeyEnds {
		r.KeyEnds[i] = binary.LittleEndian.Uint32(b[4*i:])
		if r.KeyEnds[i] < last {
			return errShort
		}
		last = r.KeyEnds[i]
	}
	r.Keys = b[4*ends:]
	if int(last) != len(r.Keys) {
		return errShort
	}
	return nil
}
