/** The media feature's public entry: the photo and gallery fields that upload, shrunk, to the company's media. */
export { GalleryField } from './gallery-field'
export { PhotoFormField } from './photo-field'
